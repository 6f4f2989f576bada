/** A newsletter module as the theme renders it with custom fields, for the unit tests. */
export const NEWSLETTER_MARKUP = `
<div id="weekly" class="et_pb_module et_pb_signup_3 et_pb_newsletter et_pb_subscribe clearfix">
  <div class="et_pb_newsletter_form">
    <form method="post" class="et_pb_newsletter_custom_fields">
      <div class="et_pb_newsletter_result et_pb_newsletter_error"></div>
      <div class="et_pb_newsletter_result et_pb_newsletter_success"><h2>You are in!</h2></div>
      <div class="et_pb_newsletter_fields">
        <p class="et_pb_newsletter_field"><label class="et_pb_contact_form_label" for="nl_first" style="display:none">First Name</label><input id="nl_first" class="input" type="text" placeholder="First Name" name="et_pb_signup_firstname"></p>
        <p class="et_pb_newsletter_field"><label class="et_pb_contact_form_label" for="nl_last" style="display:none">Last Name</label><input id="nl_last" class="input" type="text" placeholder="Last Name" name="et_pb_signup_lastname"></p>
        <p class="et_pb_newsletter_field"><label class="et_pb_contact_form_label" for="nl_email" style="display:none">Email</label><input id="nl_email" class="input" type="text" placeholder="Email" name="et_pb_signup_email"></p>
        <p class="et_pb_newsletter_field et_pb_contact_field et_pb_signup_custom_field" data-id="company" data-type="input">
          <label class="et_pb_contact_form_label" for="nl_company">Company</label>
          <input id="nl_company" class="input" type="text" name="et_pb_signup_company" data-original_id="company" data-required_mark="required" data-field_type="input">
        </p>
        <p class="et_pb_newsletter_field et_pb_contact_field et_pb_signup_custom_field" data-id="level" data-type="radio">
          <span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">Your level</span>
          <span class="et_pb_contact_field_options_list">
            <span class="et_pb_contact_field_radio"><input type="radio" id="lv0" class="input" value="Beginner" name="et_pb_signup_level" data-original_id="level" data-required_mark="required" data-field_type="radio"><label for="lv0">Beginner</label></span>
            <span class="et_pb_contact_field_radio"><input type="radio" id="lv1" class="input" value="Pro" name="et_pb_signup_level" data-original_id="level" data-required_mark="required" data-field_type="radio"><label for="lv1">Pro</label></span>
          </span></span>
        </p>
        <p class="et_pb_newsletter_field et_pb_contact_field et_pb_signup_custom_field" data-id="topics" data-type="checkbox">
          <input class="et_pb_checkbox_handle" type="hidden" name="et_pb_signup_topics" data-original_id="topics" data-required_mark="not_required" data-field_type="checkbox">
          <span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">Topics</span>
          <span class="et_pb_contact_field_options_list">
            <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="tp0" class="input" value="SEO"><label for="tp0">SEO</label></span>
            <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="tp1" class="input" value="Email"><label for="tp1">Email</label></span>
          </span></span>
        </p>
        <p class="et_pb_newsletter_field et_pb_contact_field et_pb_signup_custom_field" data-id="budget" data-type="input"
           data-conditional-logic='[["level","is","Pro"],["bad"]]' data-conditional-relation="any">
          <label class="et_pb_contact_form_label" for="nl_budget">Monthly budget</label>
          <input id="nl_budget" class="input" type="text" name="et_pb_signup_budget" data-original_id="budget" data-required_mark="required" pattern="[0-9]+">
        </p>
        <p class="et_pb_newsletter_field et_pb_signup_custom_field et_pb_signup_your_website"><input type="text" class="input" tabindex="-1"></p>
        <p class="et_pb_newsletter_button_wrap"><a class="et_pb_newsletter_button et_pb_button" href="#"><span class="et_subscribe_loader"></span><span class="et_pb_newsletter_button_text">Subscribe</span></a></p>
      </div>
      <input type="hidden" value="mailchimp" name="et_pb_signup_provider">
      <input type="hidden" value="list-42" name="et_pb_signup_list_id">
      <input type="hidden" value="blogtobusiness" name="et_pb_signup_account_name">
      <input type="hidden" value="true" name="et_pb_signup_ip_address">
      <input type="hidden" value="4befdda0ffef4184ba3545076e142d88" name="et_pb_signup_checksum">
    </form>
  </div>
</div>`;

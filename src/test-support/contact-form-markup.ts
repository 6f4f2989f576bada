/** Contact form markup as the theme prints it, for the unit tests of this folder. */
export const CONTACT_FORM_HTML = `
<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_container clearfix" data-form_unique_num="0">
  <h2 class="et_pb_contact_main_title">Course question</h2>
  <div class="et-pb-contact-message"></div>
  <div class="et_pb_contact">
    <form class="et_pb_contact_form clearfix" method="post" action="/contact-form.html">
      <p class="et_pb_contact_field" data-id="name" data-type="input">
        <label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Name</label>
        <input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name">
      </p>
      <p class="et_pb_contact_field" data-id="email" data-type="email">
        <label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Email Address</label>
        <input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email">
      </p>
      <p class="et_pb_contact_field" data-id="course" data-type="radio">
        <span class="et_pb_contact_field_options_wrapper">
          <span class="et_pb_contact_field_options_title">Course</span>
          <span class="et_pb_contact_field_options_list">
            <input type="radio" id="et_pb_contact_course_0_0" class="input" value="SEO" name="et_pb_contact_course_0" data-required_mark="required" data-field_type="radio" data-original_id="course"><label for="et_pb_contact_course_0_0">SEO</label>
            <input type="radio" id="et_pb_contact_course_0_1" class="input" value="Email" name="et_pb_contact_course_0" data-required_mark="required" data-field_type="radio" data-original_id="course"><label for="et_pb_contact_course_0_1">Email</label>
          </span>
        </span>
      </p>
      <p class="et_pb_contact_field" data-id="topics" data-type="checkbox">
        <input class="et_pb_checkbox_handle" type="hidden" name="et_pb_contact_topics_0" data-required_mark="not_required" data-field_type="checkbox" data-original_id="topics">
        <span class="et_pb_contact_field_options_wrapper">
          <span class="et_pb_contact_field_options_title">Topics</span>
          <span class="et_pb_contact_field_options_list">
            <input type="checkbox" id="et_pb_contact_topics_0_0" class="input" value="Keywords"><label for="et_pb_contact_topics_0_0">Keywords</label>
            <input type="checkbox" id="et_pb_contact_topics_0_1" class="input" value="Analytics"><label for="et_pb_contact_topics_0_1">Analytics</label>
          </span>
        </span>
      </p>
      <p class="et_pb_contact_field" data-id="site" data-type="input" data-conditional-logic='[["course","is","SEO"]]' data-conditional-relation="any">
        <label for="et_pb_contact_site_0" class="et_pb_contact_form_label">Site</label>
        <input type="text" id="et_pb_contact_site_0" class="input" name="et_pb_contact_site_0" data-required_mark="required" data-field_type="input" data-original_id="site" pattern="https?://.+" title="Start with http">
      </p>
      <p class="et_pb_contact_field" data-id="message" data-type="text">
        <label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Message</label>
        <textarea id="et_pb_contact_message_0" class="input" name="et_pb_contact_message_0" data-required_mark="required" data-field_type="text" data-original_id="message"></textarea>
      </p>
      <p class="et_pb_contact_field" data-id="et_number" data-type="input">
        <label for="et_pb_contact_et_number_0" class="et_pb_contact_form_label">Number</label>
        <input type="text" id="et_pb_contact_et_number_0" class="input" name="et_pb_contact_et_number_0" data-required_mark="required" data-field_type="input" data-original_id="et_number">
      </p>
      <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0">
      <div class="et_contact_bottom_container">
        <p><span class="et_pb_contact_captcha_question">7 + 3</span> = <input type="text" class="input et_pb_contact_captcha" data-first_digit="7" data-second_digit="3" name="et_pb_contact_captcha_0" data-required_mark="required"></p>
        <button type="submit" class="et_pb_contact_submit et_pb_button">Send</button>
      </div>
      <input type="hidden" name="_wpnonce-et-pb-contact-form-submitted-0" value="nonce-0">
    </form>
  </div>
</div>`;

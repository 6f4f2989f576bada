<?php
/**
 * The plugin's one option and its page under Settings, through the Settings API: WordPress' options.php checks
 * the nonce (`enhance-options`) and the capability (manage_options) before anything is saved.
 *
 * @package Enhance
 */

declare(strict_types=1);

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Settings: whether the swap is on, whether pages ask for enhance's debug table, and handles to keep.
 */
final class Enhance_Settings {

	public const PAGE = 'enhance';

	public const GROUP = 'enhance';

	public const CAPABILITY = 'manage_options';

	/** A script handle as WordPress registers them: letters, digits and a few separators. */
	private const HANDLE_PATTERN = '/^[A-Za-z0-9_.\-]{1,100}$/';

	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
		add_action( 'admin_menu', array( self::class, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( ENHANCE_PLUGIN_FILE ), array( self::class, 'action_links' ) );
	}

	/**
	 * The saved settings merged over the defaults, so a missing or damaged option reads as the defaults.
	 *
	 * @return array{enabled: bool, debug: bool, keep_handles: list<string>}
	 */
	public static function get(): array {
		$saved = get_option( ENHANCE_OPTION, self::defaults() );
		return is_array( $saved ) ? self::sanitize( $saved + self::defaults() ) : self::defaults();
	}

	/**
	 * @return array{enabled: bool, debug: bool, keep_handles: list<string>}
	 */
	public static function defaults(): array {
		return array(
			'enabled'      => true,
			'debug'        => false,
			'keep_handles' => array(),
		);
	}

	public static function register_setting(): void {
		register_setting(
			self::GROUP,
			ENHANCE_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'default'           => self::defaults(),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Turns what the form (or a stored option) holds into the three settings. Checkboxes are absent when
	 * unticked; the handle list is one handle per line or comma-separated, anything that is not a handle is
	 * dropped.
	 *
	 * @param mixed $input The posted or stored value.
	 * @return array{enabled: bool, debug: bool, keep_handles: list<string>}
	 */
	public static function sanitize( mixed $input ): array {
		if ( ! is_array( $input ) ) {
			return self::defaults();
		}
		$enabled = ! empty( $input['enabled'] ) && ! is_array( $input['enabled'] );
		$debug   = ! empty( $input['debug'] ) && ! is_array( $input['debug'] );
		$listed  = $input['keep_handles'] ?? array();
		if ( is_string( $listed ) ) {
			$listed = preg_split( '/[\s,]+/', $listed, -1, PREG_SPLIT_NO_EMPTY );
		}
		$handles = array();
		foreach ( is_array( $listed ) ? $listed : array() as $handle ) {
			if ( is_string( $handle ) && 1 === preg_match( self::HANDLE_PATTERN, $handle ) ) {
				$handles[] = $handle;
			}
		}
		return array(
			'enabled'      => $enabled,
			'debug'        => $debug,
			'keep_handles' => array_values( array_unique( $handles ) ),
		);
	}

	public static function add_page(): void {
		add_options_page(
			__( 'enhance', 'enhance' ),
			__( 'enhance', 'enhance' ),
			self::CAPABILITY,
			self::PAGE,
			array( self::class, 'render_page' )
		);
	}

	/**
	 * @param array<string, string> $links The plugin row's links.
	 * @return array<string, string>
	 */
	public static function action_links( array $links ): array {
		$url      = admin_url( 'options-general.php?page=' . self::PAGE );
		$settings = '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'enhance' ) . '</a>';
		return array( 'settings' => $settings ) + $links;
	}

	public static function render_page(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'enhance' ), 403 );
		}
		$settings = self::get();
		$name     = ENHANCE_OPTION;
		?>
		<div class="wrap">
			<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
			<p>
				<?php esc_html_e( 'enhance replaces the theme\'s jQuery-era front-end scripts with one small module script. The builder and the admin keep the theme\'s own scripts.', 'enhance' ); ?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
				<?php settings_fields( self::GROUP ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Swap the theme\'s scripts', 'enhance' ); ?></th>
						<td>
							<label for="enhance-enabled">
								<input type="checkbox" id="enhance-enabled" name="<?php echo esc_attr( $name ); ?>[enabled]" value="1" <?php checked( $settings['enabled'] ); ?> />
								<?php esc_html_e( 'Load enhance and remove the scripts it replaces', 'enhance' ); ?>
							</label>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Debug table', 'enhance' ); ?></th>
						<td>
							<label for="enhance-debug">
								<input type="checkbox" id="enhance-debug" name="<?php echo esc_attr( $name ); ?>[debug]" value="1" <?php checked( $settings['debug'] ); ?> />
								<?php esc_html_e( 'Print the table of modules to the browser console on every page', 'enhance' ); ?>
							</label>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="enhance-keep-handles"><?php esc_html_e( 'Scripts to keep', 'enhance' ); ?></label></th>
						<td>
							<textarea id="enhance-keep-handles" class="large-text code" rows="4" name="<?php echo esc_attr( $name ); ?>[keep_handles]" aria-describedby="enhance-keep-handles-help"><?php echo esc_textarea( implode( "\n", $settings['keep_handles'] ) ); ?></textarea>
							<p class="description" id="enhance-keep-handles-help">
								<?php esc_html_e( 'Script handles the plugin must leave in place, one per line (for example jquery-migrate). Keeping the theme\'s own bundle (divi-custom-script, extra-scripts) keeps enhance off on those pages, since the two would run the same modules twice.', 'enhance' ); ?>
							</p>
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}

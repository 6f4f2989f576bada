<?php
/**
 * The swap on front-end pages: enhance's module script in, the theme's scripts it replaces out, their inline
 * config kept. Nothing changes in the admin or in any builder, where the theme's own scripts run the builder.
 *
 * @package Enhance
 */

declare(strict_types=1);

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Enqueues enhance and removes the scripts it replaces, just before WordPress prints the head's and then the
 * footer's scripts (the theme adds some of its scripts while it renders the content).
 */
final class Enhance_Script_Swap {

	public const HANDLE = 'enhance';

	/**
	 * The module tag's `onerror`, as in the README's tag: a script that cannot load (blocked, or its server gone)
	 * marks the page off, and the stylesheet lets go of the modules' layout before they mount.
	 */
	private const PAGE_OFF_ON_ERROR = "document.documentElement.setAttribute('data-enhance-failed', 'enhance')";

	/**
	 * Handles of the front-end scripts enhance replaces: the Divi and Extra bundles (and the Divi Builder
	 * plugin's), the builder's dynamic module scripts, its sticky and motion scripts, and jQuery Migrate.
	 * Extend or shorten with the `enhance_replaced_handles` filter, or keep any of them from the settings page.
	 */
	public const REPLACED_HANDLES = array(
		'divi-custom-script',
		'extra-scripts',
		'et-builder-modules-script',
		'et-builder-modules-global-functions-script',
		'et-jquery-touch-mobile',
		'et-jquery-visible-viewport',
		'fitvids',
		'magnific-popup',
		'salvattore',
		'easypiechart',
		'smoothscroll',
		'et-builder-modules-script-motion',
		'et-builder-modules-script-sticky',
		'jquery-migrate',
	);

	/** Query flags of Divi's visual builder, theme builder, backend builder and its layout previews. */
	private const BUILDER_FLAGS = array( 'et_fb', 'et_tb', 'et_bfb', 'et_pb_preview', 'et_block_layout_preview' );

	/** jQuery's handles: the alias other scripts name, and the file behind it. */
	private const JQUERY_HANDLES = array( 'jquery', 'jquery-core' );

	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ), 20 );
		add_action( 'wp_head', array( self::class, 'print_modulepreload' ), 2 );
		add_filter( 'script_loader_tag', array( self::class, 'module_tag' ), 10, 2 );
		add_action( 'wp_print_scripts', array( self::class, 'strip' ), PHP_INT_MAX );
		add_action( 'wp_print_footer_scripts', array( self::class, 'strip' ), 1 );
	}

	/** Whether this request is a front-end page the swap applies to. */
	public static function applies(): bool {
		if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || wp_is_json_request() || is_customize_preview() ) {
			return false;
		}
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			return false;
		}
		if ( ! Enhance_Settings::get()['enabled'] || ! is_readable( self::bundle_path() ) ) {
			return false;
		}
		return ! self::in_builder();
	}

	/**
	 * A builder or a builder preview opened by someone who can edit: its scripts stay. A visitor who adds a
	 * builder flag to an address gets the ordinary page.
	 */
	private static function in_builder(): bool {
		foreach ( array( 'et_core_is_fb_enabled', 'et_builder_tb_enabled', 'et_builder_bfb_enabled' ) as $check ) {
			if ( function_exists( $check ) && call_user_func( $check ) ) {
				return true;
			}
		}
		if ( ! is_user_logged_in() || ! current_user_can( 'edit_posts' ) ) {
			return false;
		}
		foreach ( self::BUILDER_FLAGS as $flag ) {
			// Only the flag's presence is read, as the builder does; nothing is saved from it.
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended
			if ( isset( $_GET[ $flag ] ) ) {
				return true;
			}
		}
		return false;
	}

	private static function bundle_path(): string {
		return plugin_dir_path( ENHANCE_PLUGIN_FILE ) . 'dist/enhance.js';
	}

	/** The bundle's address with the plugin version as its cache key, exactly as WordPress prints it. */
	public static function bundle_url(): string {
		return add_query_arg( 'ver', ENHANCE_VERSION, plugins_url( 'dist/enhance.js', ENHANCE_PLUGIN_FILE ) );
	}

	public static function enqueue(): void {
		if ( ! self::applies() ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, plugins_url( 'dist/enhance.js', ENHANCE_PLUGIN_FILE ), array(), ENHANCE_VERSION, true );
		// The modules' layout before they mount, in the head after the theme's stylesheet: the page is painted as
		// the modules will look, so nothing moves when they start.
		wp_enqueue_style( self::HANDLE, plugins_url( 'dist/enhance.css', ENHANCE_PLUGIN_FILE ), array(), ENHANCE_VERSION );
		if ( Enhance_Settings::get()['debug'] ) {
			// Runs after the module script (modules run before the load event) and asks for its debug table.
			wp_add_inline_script(
				self::HANDLE,
				'addEventListener("load",function(){setTimeout(function(){if(window.enhance){window.enhance.debug();}},0);});'
			);
		}
	}

	/** Starts fetching the module in the head, while the page is still arriving. */
	public static function print_modulepreload(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		printf( '<link rel="modulepreload" href="%s" />' . "\n", esc_url( self::bundle_url() ) );
	}

	/**
	 * WordPress 6.1 prints classic scripts only; enhance is an ES module, with the `onerror` that marks the page
	 * off when it cannot load. The printed markup also holds the handle's inline scripts, which stay classic: only
	 * the tag with the handle's id changes.
	 *
	 * @param string $tag    The printed markup.
	 * @param string $handle The script's handle.
	 */
	public static function module_tag( string $tag, string $handle ): string {
		if ( self::HANDLE !== $handle ) {
			return $tag;
		}
		$module = preg_replace_callback(
			'/<script\b[^>]*\sid=([\'"])' . preg_quote( self::HANDLE, '/' ) . '-js\1[^>]*>/',
			static function ( array $match ): string {
				$without_type = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $match[0] );
				$opening      = '<script type="module" onerror="' . esc_attr( self::PAGE_OFF_ON_ERROR ) . '"';
				return substr_replace( (string) $without_type, $opening, 0, strlen( '<script' ) );
			},
			$tag,
			1
		);
		return is_string( $module ) ? $module : $tag;
	}

	/**
	 * The handles this request removes: the replaced list, filtered, minus the ones the settings keep.
	 *
	 * @return list<string>
	 */
	private static function handles_to_remove(): array {
		$replaced = apply_filters( 'enhance_replaced_handles', self::REPLACED_HANDLES );
		$replaced = is_array( $replaced ) ? array_filter( $replaced, 'is_string' ) : self::REPLACED_HANDLES;
		return array_values( array_diff( $replaced, Enhance_Settings::get()['keep_handles'] ) );
	}

	/**
	 * Every handle WordPress would print from the current queue, dependencies included, worked out on a copy
	 * so the real print run starts from a clean list.
	 *
	 * @return list<string>
	 */
	private static function handles_to_print( WP_Scripts $scripts ): array {
		$probe        = clone $scripts;
		$probe->to_do = array();
		$probe->all_deps( $probe->queue );
		return array_values( array_diff( $probe->to_do, $probe->done ) );
	}

	/**
	 * Removes the replaced scripts that would print now, prints their inline config in their place, and drops
	 * jQuery when nothing left needs it.
	 */
	public static function strip(): void {
		if ( ! wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return;
		}
		$scripts  = wp_scripts();
		$printing = self::handles_to_print( $scripts );
		$removed  = array();
		foreach ( self::handles_to_remove() as $handle ) {
			if ( ! in_array( $handle, $printing, true ) ) {
				continue;
			}
			self::print_inline_config( $scripts, $handle );
			wp_dequeue_script( $handle );
			wp_deregister_script( $handle );
			$removed[] = $handle;
		}
		if ( array() !== $removed ) {
			// A script that named a removed one as a dependency would otherwise silently not print.
			foreach ( $scripts->registered as $registered ) {
				$registered->deps = array_values( array_diff( $registered->deps, $removed ) );
			}
		}
		self::drop_unneeded_jquery( $scripts );
	}

	/**
	 * The config a removed script carried: `wp_localize_script` data (`var et_pb_custom = …`) and inline code
	 * added before it, which is how themes print config too. Code added after it runs against the removed
	 * script, so it goes with it.
	 */
	private static function print_inline_config( WP_Scripts $scripts, string $handle ): void {
		$data = $scripts->get_data( $handle, 'data' );
		if ( is_string( $data ) && '' !== $data ) {
			wp_print_inline_script_tag( $data, array( 'id' => $handle . '-js-extra' ) );
		}
		$before = $scripts->get_data( $handle, 'before' );
		if ( is_array( $before ) && array() !== array_filter( $before ) ) {
			wp_print_inline_script_tag( implode( "\n", array_filter( $before ) ), array( 'id' => $handle . '-js-before' ) );
		}
	}

	/**
	 * Dequeues jQuery when no other script that will print depends on it. It stays registered, so a script
	 * enqueued later that needs it still brings it along.
	 */
	private static function drop_unneeded_jquery( WP_Scripts $scripts ): void {
		// Keeping jQuery Migrate means keeping the jQuery it patches.
		$keep = Enhance_Settings::get()['keep_handles'];
		if ( array() !== array_intersect( array( ...self::JQUERY_HANDLES, 'jquery-migrate' ), $keep ) ) {
			return;
		}
		$printing = self::handles_to_print( $scripts );
		if ( array() === array_intersect( self::JQUERY_HANDLES, $printing ) ) {
			return;
		}
		foreach ( $printing as $handle ) {
			if ( in_array( $handle, self::JQUERY_HANDLES, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			if ( array() !== array_intersect( self::JQUERY_HANDLES, $scripts->registered[ $handle ]->deps ) ) {
				return;
			}
		}
		foreach ( self::JQUERY_HANDLES as $handle ) {
			wp_dequeue_script( $handle );
		}
	}
}

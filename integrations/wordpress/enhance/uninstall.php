<?php
/**
 * Deleting the plugin removes its one option; the plugin writes nothing else.
 *
 * @package Enhance
 */

declare(strict_types=1);

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'enhance_settings' );

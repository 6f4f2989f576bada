<?php
/**
 * Plugin Name:       enhance
 * Description:       Swaps the Divi and Extra themes' jQuery-era front-end scripts for the enhance module script: one small ES module that makes the theme's server HTML interactive, accessible and fast.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       enhance
 *
 * @package Enhance
 */

/*
 * This program is free software; you can redistribute it and/or modify it under the terms of the GNU General
 * Public License as published by the Free Software Foundation; either version 2 of the License, or (at your
 * option) any later version.
 *
 * This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the
 * implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General Public License
 * for more details.
 */

declare(strict_types=1);

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const ENHANCE_VERSION = '0.1.0';
const ENHANCE_OPTION  = 'enhance_settings';
define( 'ENHANCE_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-enhance-settings.php';
require_once __DIR__ . '/includes/class-enhance-script-swap.php';

Enhance_Settings::register();
Enhance_Script_Swap::register();

/**
 * The network a social follow link points to, from the theme's `et-social-<network>` class, an icon font class
 * (`fa-<network>`) or the address. Pure functions.
 */
export const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  twitter: "X",
  x: "X",
  "x-twitter": "X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  "linkedin-in": "LinkedIn",
  youtube: "YouTube",
  pinterest: "Pinterest",
  "pinterest-p": "Pinterest",
  tiktok: "TikTok",
  tumblr: "Tumblr",
  dribbble: "Dribbble",
  vimeo: "Vimeo",
  "vimeo-v": "Vimeo",
  flikr: "Flickr",
  flickr: "Flickr",
  skype: "Skype",
  rss: "RSS feed",
  "google-plus": "Google+",
  github: "GitHub",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  threads: "Threads",
  mastodon: "Mastodon",
  snapchat: "Snapchat",
  reddit: "Reddit",
  discord: "Discord",
  twitch: "Twitch",
  behance: "Behance",
  medium: "Medium",
  spotify: "Spotify",
  soundcloud: "SoundCloud",
};

const HOST_NETWORKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.me$/, "facebook"],
  [/(^|\.)(twitter|x)\.com$/, "twitter"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube"],
  [/(^|\.)pinterest\.[a-z.]+$/, "pinterest"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)tumblr\.com$/, "tumblr"],
  [/(^|\.)dribbble\.com$/, "dribbble"],
  [/(^|\.)vimeo\.com$/, "vimeo"],
  [/(^|\.)flickr\.com$/, "flickr"],
  [/(^|\.)github\.com$/, "github"],
  [/^wa\.me$|(^|\.)whatsapp\.com$/, "whatsapp"],
  [/^t\.me$|(^|\.)telegram\.org$/, "telegram"],
  [/(^|\.)threads\.net$/, "threads"],
  [/(^|\.)reddit\.com$/, "reddit"],
];

/** The network named by class tokens: `et-social-<network>` first, then an icon's `fa-<network>`. */
export function networkFromClasses(classes: readonly string[]): string | null {
  for (const prefix of ["et-social-", "fa-"]) {
    for (const token of classes) {
      if (!token.startsWith(prefix)) continue;
      const slug = token.slice(prefix.length).toLowerCase();
      if (Object.hasOwn(NETWORK_NAMES, slug)) return NETWORK_NAMES[slug]!;
    }
  }
  return null;
}

/** The network an address belongs to, by host. */
export function networkFromAddress(address: string | null, base: string): string | null {
  if (!address) return null;
  try {
    const host = new URL(address, base).hostname.toLowerCase();
    const match = HOST_NETWORKS.find(([pattern]) => pattern.test(host));
    return match ? NETWORK_NAMES[match[1]]! : null;
  } catch {
    return null;
  }
}

export function followLabel(network: string): string {
  return `Follow on ${network}`;
}

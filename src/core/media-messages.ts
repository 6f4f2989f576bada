/** The media player messages of spec 8, said where a video or audio player failed. */
export const MEDIA_FORMAT_ERROR = "Media error: Format(s) not supported or source(s) not found";
export const MEDIA_NETWORK_ERROR = "Network error";
export const MEDIA_RECOVERY_ERROR = "Cannot recover, last media error recovery failed";

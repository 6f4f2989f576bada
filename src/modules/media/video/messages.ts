import { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR } from "../../../core/media-messages";

/**
 * The provider error codes of spec 8. YouTube reports these numbers; a Vimeo error is reported as the code that
 * means the same (its "not found" and "password" errors as 100, "privacy" as 101, anything else as 5).
 */
export const ERROR_INVALID_PARAMETER = 2;
export const ERROR_HTML5_PLAYER = 5;
export const ERROR_NOT_FOUND_OR_PRIVATE = 100;
export const ERROR_EMBEDDING_NOT_ALLOWED = 101;
export const ERROR_EMBEDDING_NOT_ALLOWED_TOO = 105;
/** YouTube's documented twin of 101. */
export const ERROR_EMBEDDING_NOT_ALLOWED_YOUTUBE = 150;

/** The player messages of spec 8, shown in words where the player is. */
export { MEDIA_FORMAT_ERROR, MEDIA_NETWORK_ERROR, MEDIA_RECOVERY_ERROR };
/** Spec 8, "Theme generic text". */
export const GENERIC_ERROR_MESSAGE = "There was a problem, please try again.";

/** What each provider error code means (spec 8: invalid parameter, HTML5 player issue, ...). */
export const PROVIDER_ERROR_DESCRIPTIONS: ReadonlyMap<number, string> = new Map([
  [ERROR_INVALID_PARAMETER, "invalid parameter"],
  [ERROR_HTML5_PLAYER, "HTML5 player issue"],
  [ERROR_NOT_FOUND_OR_PRIVATE, "video not found or private"],
  [ERROR_EMBEDDING_NOT_ALLOWED, "embedding not allowed"],
  [ERROR_EMBEDDING_NOT_ALLOWED_TOO, "embedding not allowed"],
  [ERROR_EMBEDDING_NOT_ALLOWED_YOUTUBE, "embedding not allowed"],
]);

/** A provider's error code in words: "This video cannot be played: video not found or private (error 100)." */
export function providerErrorMessage(code: number): string {
  const description = PROVIDER_ERROR_DESCRIPTIONS.get(code);
  return description
    ? `This video cannot be played: ${description} (error ${code}).`
    : `This video cannot be played (error ${code}). ${GENERIC_ERROR_MESSAGE}`;
}

/**
 * A media element's error (`MediaError.code`) in words; null for an aborted load, which the visitor chose. A
 * network failure is the network error, an undecodable file the failed recovery, a missing or unplayable source
 * the format error.
 */
export function mediaErrorMessage(code: number): string | null {
  switch (code) {
    case 1:
      return null;
    case 2:
      return MEDIA_NETWORK_ERROR;
    case 3:
      return MEDIA_RECOVERY_ERROR;
    case 4:
      return MEDIA_FORMAT_ERROR;
    default:
      return GENERIC_ERROR_MESSAGE;
  }
}

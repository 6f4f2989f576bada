import type { Locator } from "@playwright/test";
import { expect, test, waitForModules } from "./support/test";

/**
 * The media player on the media demo (demo-html/media.html): the audio module's podcast episode and a lesson
 * recording in WordPress's video shortcode play through the player the theme's stylesheet dresses (`.mejs-*`),
 * fully by keyboard, with real media files from the fixture server.
 */

const PODCAST = "Audio player: Episode 12: the welcome email";
const LESSON = "Video player: Lesson 1: pick your niche";

/** Reads a property of the media element a player holds. */
function mediaValue<K extends "paused" | "currentTime" | "volume" | "muted" | "duration">(
  player: Locator,
  property: K,
): Promise<HTMLMediaElement[K]> {
  return player
    .locator("audio, video")
    .evaluate((media, name) => (media as HTMLMediaElement)[name as K], property);
}

test.describe("media player", () => {
  test("plays, pauses, seeks and sets the volume by keyboard, mutes, and plays a video from its picture", async ({
    page,
  }) => {
    await page.goto("/media.html");
    // The players mount as they near the viewport.
    await page.locator("#podcast").scrollIntoViewIfNeeded();
    const podcast = page.getByRole("group", { name: PODCAST });
    await waitForModules(page, "media-player", 2);
    const audio = podcast.locator("audio");
    await expect(audio).not.toHaveAttribute("controls");
    await expect(podcast).toHaveClass("mejs-container mejs-audio wp-audio-shortcode");

    // Play and pause from the keyboard.
    await podcast.getByRole("button", { name: "Play" }).focus();
    await page.keyboard.press("Enter");
    await expect(audio).toHaveAttribute("data-state", "playing");
    await expect(podcast.locator(".mejs-playpause-button")).toHaveClass(/mejs-pause/);
    await expect(podcast.locator(".mejs-currenttime")).not.toHaveText("00:00");
    await expect(podcast.locator(".mejs-duration")).toHaveText("00:24");
    await podcast.getByRole("button", { name: "Pause" }).press("Space");
    await expect(audio).toHaveAttribute("data-state", "paused");
    expect(await mediaValue(podcast, "paused")).toBe(true);

    // The time rail is a slider: Home, the arrows (1.2 s on a 24 s episode) and Page Up (2.4 s).
    const time = podcast.getByRole("slider", { name: "Time slider" });
    await expect(time).toHaveAttribute("aria-valuemax", "24");
    await time.press("Home");
    await expect(time).toHaveAttribute("aria-valuetext", "0 seconds of 24 seconds");
    await time.press("ArrowRight");
    await time.press("ArrowRight");
    await time.press("PageUp");
    await expect(time).toHaveAttribute("aria-valuetext", "4 seconds of 24 seconds");
    await expect(time).toHaveAttribute("aria-valuenow", "5");
    expect(await mediaValue(podcast, "currentTime")).toBeCloseTo(4.8, 1);
    await time.press("ArrowLeft");
    expect(await mediaValue(podcast, "currentTime")).toBeCloseTo(3.6, 1);
    await expect(podcast.locator(".mejs-currenttime")).toHaveText("00:03");

    // The volume is a slider too; the mute button says what it will do.
    const volume = podcast.getByRole("slider", { name: "Volume slider" });
    await volume.press("ArrowDown");
    await volume.press("ArrowDown");
    await expect(volume).toHaveAttribute("aria-valuenow", "90");
    await volume.press("PageDown");
    await expect(volume).toHaveAttribute("aria-valuetext", "70% volume");
    expect(await mediaValue(podcast, "volume")).toBeCloseTo(0.7);
    await podcast.getByRole("button", { name: "Mute" }).click();
    await expect(volume).toHaveAttribute("aria-valuetext", "muted (70% volume)");
    await expect(podcast.getByRole("button", { name: "Unmute" })).toBeVisible();
    expect(await mediaValue(podcast, "muted")).toBe(true);

    // The lesson video plays from a click on its picture, and has a fullscreen button.
    await page.locator("#lesson-recording").scrollIntoViewIfNeeded();
    const lesson = page.getByRole("group", { name: LESSON });
    await expect(lesson.getByRole("button", { name: "Fullscreen" })).toBeVisible();
    await lesson.locator(".mejs-overlay-play").click();
    await expect(lesson.locator("video")).toHaveAttribute("data-state", "playing");
    await expect(lesson.locator(".mejs-duration")).toHaveText("00:07");
    await lesson.getByRole("button", { name: "Pause" }).click();
    await expect(lesson.locator("video")).toHaveAttribute("data-state", "paused");
  });

  test("says a failing source in the player", async ({ page, problems }) => {
    problems.allow("Failed to load resource");
    await page.route(/\/media\/episode-12\.wav\?_=1$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/media.html");
    // The players mount as they near the viewport.
    await page.locator("#podcast").scrollIntoViewIfNeeded();
    const podcast = page.getByRole("group", { name: PODCAST });
    await waitForModules(page, "media-player", 2);
    await podcast.getByRole("button", { name: "Play" }).click();
    await expect(podcast.getByRole("alert")).toHaveText(
      "Media error: Format(s) not supported or source(s) not found",
    );
    await expect(podcast.locator("audio")).toHaveAttribute("data-state", "error");
  });
});

import { useCallback, useEffect, useId, useMemo, useState, type CSSProperties } from "react";
import type { ModuleContext } from "../../../boot/types";
import { useRegroup, useWidth } from "./Carousel";
import { Arrows } from "./controls";
import { groupItems, groupOfItem, itemsPerGroup } from "./engine";
import { CAROUSEL_MODULE_SLIDE_MS } from "./options";
import { slideAttributes } from "./Slide";
import {
  leavingStyle,
  slideStatus,
  useSlideTransitions,
  useSwipe,
  type TransitionOptions,
} from "./use-slider";
import { webUrl } from "../../../core/urls";

/** A thumbnail narrower than this would be too small to recognise a video by. */
export const THUMBNAIL_MIN_WIDTH_PX = 120;

const THUMBNAIL_TRANSITION: TransitionOptions = {
  effect: "slide",
  durationMs: CAROUSEL_MODULE_SLIDE_MS,
  waitAfterMs: 0,
};

/** A slide's `data-image` as a CSS `url()`, or null when it is not an http(s) or relative address. */
export function thumbnailUrl(image: unknown): string | null {
  const url = typeof image === "string" ? webUrl(image, document.baseURI) : null;
  return url === null ? null : `url(${JSON.stringify(url)})`;
}

interface VideoThumbnailsProps {
  readonly context: ModuleContext;
  /** Each video slide's `data-image`. */
  readonly images: readonly unknown[];
  /** The video slider's active slide and its move, which a thumbnail asks for. */
  readonly active: number;
  readonly initialWidth: number;
  select(index: number): void;
}

/**
 * The video slider's thumbnail track (the theme's `et_pb_carousel`): one thumbnail per video, grouped 1 to 4 by
 * width, paged with its own arrows in a 1000 ms slide; a thumbnail shows its video, and the track follows the
 * video shown.
 */
export function VideoThumbnails({ context, images, active, initialWidth, select }: VideoThumbnailsProps) {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const width = useWidth(track, initialWidth);
  const columns = itemsPerGroup(width, THUMBNAIL_MIN_WIDTH_PX);
  const indexes = useMemo(() => images.map((_, index) => index), [images]);
  const groups = useMemo(() => groupItems(indexes, columns), [indexes, columns]);
  const trackId = `${useId()}thumbnails`;
  const { state, move, jump, register } = useSlideTransitions({
    count: groups.length,
    initial: groupOfItem(active, columns),
    transition: THUMBNAIL_TRANSITION,
    context,
  });
  useRegroup(columns, state.active, jump);
  useSwipe(track, move);

  // The track pages to the thumbnail of the video being shown.
  const wanted = groupOfItem(active, columns);
  useEffect(() => {
    move(wanted);
  }, [wanted, move]);

  const choose = useCallback((index: number) => select(index), [select]);
  return (
    <div className="et_pb_carousel">
      <div
        className={`et_pb_carousel_items columns-${columns}`}
        id={trackId}
        ref={setTrack}
        style={{ position: "relative", overflow: state.leaving === null ? undefined : "hidden" }}
        data-enhance-track=""
      >
        {groups.length > 1 && (
          <Arrows
            previousText={context.config.pbCustom.previous}
            nextText={context.config.pbCustom.next}
            controls={trackId}
            onPrevious={() => move("previous")}
            onNext={() => move("next")}
          />
        )}
        {groups.map((group, groupIndex) => {
          const status = slideStatus(groupIndex, state);
          const own = slideAttributes(groupIndex, groups.length, status, "slide", "div");
          return (
            <div
              key={groupIndex}
              {...own}
              ref={(element) => register(groupIndex, element)}
              className={status === "active" ? "et-carousel-group active" : "et-carousel-group"}
              style={{
                ...(status === "leaving" ? leavingStyle("slide") : {}),
                display: status === "inactive" ? undefined : "grid",
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {group.map((index) => {
                const current = index === active;
                const background = thumbnailUrl(images[index]);
                const overlay: CSSProperties = background ? { backgroundImage: background } : {};
                return (
                  <div
                    key={index}
                    className={current ? "et_pb_carousel_item et-pb-active-control" : "et_pb_carousel_item"}
                    data-slide-id={index}
                    onClick={() => choose(index)}
                  >
                    <div className="et_pb_video_overlay" style={overlay}>
                      <div className="et_pb_video_overlay_hover">
                        <button
                          type="button"
                          className="et_pb_video_play"
                          aria-label={`Show video ${index + 1} of ${images.length}`}
                          aria-current={current ? "true" : undefined}
                        />
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ModuleContext } from "../../../boot/types";
import { keepPageInView } from "../shared/keep-in-view";
import { describeImageLink, type LightboxImage } from "../shared/lightbox/images";
import { useImageLightbox, type LightboxSource } from "../shared/lightbox/trigger";
import { pageCount, pageOfIndex, parsePageParam } from "../shared/page-window";
import { Pagination } from "../shared/Pagination";
import { adoptGridStyles } from "../shared/styles";
import { useHashEntry } from "../shared/use-hash-entry";
import type { GalleryModel } from "./parse";

interface GalleryProps {
  readonly model: GalleryModel;
  readonly host: HTMLElement;
  readonly context: ModuleContext;
}

const GALLERY_TEXT = { title: ".et_pb_gallery_title", caption: ".et_pb_gallery_caption" };

/** The grid gallery: its items paged when the theme printed a pagination container, its images in the lightbox. */
export function GalleryRoot({ model, host, context }: GalleryProps) {
  useLayoutEffect(() => adoptGridStyles(), []);
  const source = useMemo<LightboxSource>(
    () => ({
      linkAt: (target) => {
        const link =
          target instanceof Element
            ? target.closest<HTMLAnchorElement>(".et_pb_gallery_image a[href]")
            : null;
        return link && host.contains(link) ? link : null;
      },
      entries: () =>
        model.items.flatMap((item): Array<{ link: HTMLAnchorElement; image: LightboxImage }> => {
          const link = item.querySelector<HTMLAnchorElement>(".et_pb_gallery_image a[href]");
          const image = link && describeImageLink(link, item, GALLERY_TEXT);
          return link && image ? [{ link, image }] : [];
        }),
    }),
    [model, host],
  );
  const lightbox = useImageLightbox(host, context, source);
  return (
    <>
      {model.pagination && (
        <GalleryPages model={model} pagination={model.pagination} host={host} context={context} />
      )}
      {lightbox}
    </>
  );
}

interface GalleryPagesProps extends GalleryProps {
  readonly pagination: HTMLElement;
}

/** One page of items at a time; the page is `data-page` on the module and the deep link `#<id>|<page>`. */
function GalleryPages({ model, pagination, host, context }: GalleryPagesProps) {
  const { items } = model;
  const { perPage } = model.perPage;
  const total = pageCount(items.length, perPage);
  const [page, setPage] = useState(1);
  // The page shown, read by the hash handler between renders.
  const shownPage = useRef(page);
  const show = (wanted: number): void => {
    shownPage.current = wanted;
    setPage(wanted);
  };

  useLayoutEffect(() => {
    items.forEach((item, index) => {
      item.hidden = pageOfIndex(index, perPage) !== page;
    });
    host.dataset["page"] = String(page);
  }, [items, perPage, page, host]);

  useLayoutEffect(() => {
    host.dataset["pageCount"] = String(total);
    return () => {
      for (const item of items) item.hidden = false;
      delete host.dataset["page"];
      delete host.dataset["pageCount"];
    };
  }, [host, items, total]);

  useHashEntry(host, context.router, (params) => {
    const wanted = parsePageParam(params[0], total);
    if (wanted !== null && wanted !== shownPage.current) show(wanted);
  });

  const select = (wanted: number): void => {
    // Shown at once: keeping the page in view measures the page as it now is.
    flushSync(() => show(wanted));
    context.router.write(host.id, [String(wanted)]);
    keepPageInView(host, pagination, context);
  };

  return (
    <Pagination
      container={pagination}
      labels={{
        previous: context.config.pbCustom.prev,
        next: context.config.pbCustom.next,
        list: "Gallery pages",
      }}
      current={page}
      total={total}
      href={(number) => (host.id ? `#${host.id}|${number}` : "#")}
      onSelect={select}
    />
  );
}

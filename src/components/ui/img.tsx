/**
 * An image served through the image service (srcset, sizes, quality) rendered as a plain <img>:
 * next/image's own markup from getImageProps, without its client component. Rendering
 * `<Image>` from next/image anywhere ships that component (~8 KB gzip) to every page that shows
 * it; this renders the same attributes on the server and hydrates nothing.
 *
 * `preload` adds the <link rel="preload"> next/image would, for the image that is the largest
 * paint (a hero, the first photo of a car).
 */
import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { shortImageLoader } from "@/lib/image-address";

export type ImgProps = Pick<
  ImageProps,
  | "src"
  | "alt"
  | "width"
  | "height"
  | "fill"
  | "sizes"
  | "quality"
  | "loading"
  | "fetchPriority"
  | "unoptimized"
  | "className"
  | "style"
> & { src: string; preload?: boolean };

export function imgAttributes({ preload = false, ...props }: ImgProps) {
  const { props: attributes } = getImageProps({
    loader: shortImageLoader,
    ...props,
    loading: props.loading ?? (preload ? "eager" : "lazy"),
    fetchPriority: props.fetchPriority ?? (preload ? "high" : undefined),
  });
  if (preload) {
    preloadResource(attributes.src, {
      as: "image",
      fetchPriority: "high",
      ...(attributes.srcSet ? { imageSrcSet: attributes.srcSet } : {}),
      ...(attributes.sizes ? { imageSizes: attributes.sizes } : {}),
    });
  }
  return attributes;
}

export function Img(props: ImgProps) {
  const { alt, ...attributes } = imgAttributes(props);
  // biome-ignore lint/performance/noImgElement: next/image's own markup (getImageProps), no client component to ship
  return <img alt={alt} {...attributes} />;
}

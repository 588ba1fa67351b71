/** SPEC §9: image breakpoints in CSS pixels (xxl and 2xl are the same width). */
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  "2xl": 1536,
} as const;

/** SPEC §9: pixel densities and default format for responsive images. */
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMAT = "webp";

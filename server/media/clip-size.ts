/** The clips' picture size (16:9), which a player reserves before the file loads. */
export const CLIP_WIDTH = 640
export const CLIP_HEIGHT = 360

/** One piece of a drawn vehicle: its SVG and its depth, for painting far-to-near. */
export type Item = { depth: number; svg: string };

/** The height of each Analytics chart: the space the screen keeps while a chart's code loads. */
export const CHART_HEIGHT = 280;

/** The height of the admin dashboard's charts, and of their row (the space kept while they load). */
export const CHART_HEIGHT = 260;
export const CHART_SECTION_HEIGHT = CHART_HEIGHT + 72;

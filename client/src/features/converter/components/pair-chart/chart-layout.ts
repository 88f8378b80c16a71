/**
 * Heights shared by the server-rendered placeholder and the chart, so loading the chart moves
 * nothing on the page: the header stacks on phones (two rows) and is one row from `sm` up.
 */
export const CHART_BODY_CLASS = 'h-[416px] sm:h-[368px]';
export const CHART_HEADER_CLASS = 'h-[84px] sm:h-9';
export const PLOT_HEIGHT = 240;

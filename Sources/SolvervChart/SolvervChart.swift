// SolvervChart: `solverv chart`, an SVG of daylight and twilight. It owns
// the days computed for a place (`ChartDays`), the chart of one or two
// places with its marks (`Chart`), and its drawing (`ChartSVG`,
// `ChartLegend`, `ChartLine`, `ChartText`). Its options are the CLI's.

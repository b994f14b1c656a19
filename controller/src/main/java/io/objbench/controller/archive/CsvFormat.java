package io.objbench.controller.archive;

import io.objbench.controller.run.StateChange;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * How archive files write values: numbers always with {@link Locale#ROOT} (never a locale
 * comma), rates and averages as COSBench's {@code 0.##}, percentiles to the microsecond,
 * ratios as {@code 0.##%}, {@code N/A} when undefined, timestamps in the archive's zone.
 */
public final class CsvFormat {

    /** What an undefined value is written as. */
    public static final String NA = "N/A";

    private static final DecimalFormatSymbols ROOT = DecimalFormatSymbols.getInstance(Locale.ROOT);
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private final ZoneId zone;

    public CsvFormat(ZoneId zone) {
        this.zone = zone;
    }

    /** A rate or an average: {@code 0.##}, N/A for NaN. */
    public String decimal(double value) {
        return format("0.##", value);
    }

    /** An average time as COSBench writes it: {@code 0.##}, N/A unless above 0 (no successes, or none). */
    public String positive(double value) {
        return value > 0 ? format("0.##", value) : NA;
    }

    /** A rate as COSBench writes it: {@code 0.##}, {@code 0} when undefined (nothing measured). */
    public String rate(double value) {
        return Double.isNaN(value) || Double.isInfinite(value) ? "0" : format("0.##", value);
    }

    /** A success ratio as COSBench writes it: {@code 0.##%}, N/A unless above 0. */
    public String ratio(double ratio) {
        return ratio > 0 ? format("0.##%", ratio) : NA;
    }

    /** A percentile in ms, exact to the microsecond: {@code 0.###}, N/A for NaN. */
    public String millis(double value) {
        return format("0.###", value);
    }

    /** A ratio 0..1 as a percentage {@code 0.##%}, N/A for NaN. */
    public String percent(double ratio) {
        return format("0.##%", ratio);
    }

    /** {@code yyyy-MM-dd HH:mm:ss}. */
    public String dateTime(Instant at) {
        return DATE_TIME.format(at.atZone(zone));
    }

    /** {@code HH:mm:ss} (timeline rows). */
    public String time(Instant at) {
        return TIME.format(at.atZone(zone));
    }

    /** A state history as COSBench's cells: {@code completed @ 2013-05-01 10:00:30}, one per change. */
    public <S extends Enum<S>> List<String> history(List<StateChange<S>> changes) {
        return changes.stream()
                .map(c -> c.state().name().toLowerCase(Locale.ROOT) + " @ " + dateTime(c.at()))
                .toList();
    }

    /** A CSV line of {@code cells} (quoted only when a cell holds a comma, a quote or a line break). */
    public static String line(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(cell(cells.get(i)));
        }
        return sb.append('\n').toString();
    }

    private static String cell(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }

    private static String format(String pattern, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NA;
        }
        return new DecimalFormat(pattern, ROOT).format(value);
    }
}

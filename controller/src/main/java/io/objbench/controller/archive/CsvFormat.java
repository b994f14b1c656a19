package io.objbench.controller.archive;

import io.objbench.controller.run.StateChange;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.csv.QuoteMode;
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

    private static final String FORMULA_START = "=+-@\t\r";
    private static final Pattern NUMBER = Pattern.compile("[-+]?[0-9]+(\\.[0-9]+)?(E[-+]?[0-9]+)?%?");
    // cells without special characters as they are; the others quoted (no escape character)
    private static final CSVFormat PLAIN = CSVFormat.DEFAULT.builder().setQuoteMode(QuoteMode.NONE)
            .setEscape('\\').setRecordSeparator("\n").get();
    private static final CSVFormat QUOTED = CSVFormat.DEFAULT.builder().setQuoteMode(QuoteMode.ALL)
            .setRecordSeparator("\n").get();
    private static final CSVFormat READ = CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).get();

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

    /**
     * A CSV line of {@code cells}, written by Commons CSV: a cell is quoted only when it holds a
     * comma, a quote, a backslash or a line break (COSBench's files quote nothing else), and a
     * cell that a spreadsheet would run as a formula ({@code = + - @}, tab or carriage return
     * first, and not a plain number) gets a leading {@code '} as OWASP advises.
     */
    public static String line(List<String> cells) {
        StringBuilder sb = new StringBuilder();
        try {
            for (int i = 0; i < cells.size(); i++) {
                String cell = neutralised(cells.get(i));
                CSVFormat f = needsQuotes(cell) ? QUOTED : PLAIN;
                f.print(cell, sb, i == 0);
            }
            PLAIN.println(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return sb.toString();
    }

    /** Every record of CSV {@code text} (quoted cells may hold line breaks), each as its cells. */
    public static List<List<String>> records(String text) throws IOException {
        List<List<String>> out = new ArrayList<>();
        try (CSVParser parser = CSVParser.parse(text, READ)) {
            for (CSVRecord r : parser) {
                out.add(r.toList());
            }
        }
        return out;
    }

    /** {@code cell} as a spreadsheet may show it: formula-like text gets a leading {@code '}. */
    public static String neutralised(String cell) {
        if (cell.isEmpty() || FORMULA_START.indexOf(cell.charAt(0)) < 0 || NUMBER.matcher(cell).matches()) {
            return cell;
        }
        return "'" + cell;
    }

    /** The text {@link #neutralised} was given (for reading names back). */
    public static String raw(String cell) {
        return cell.length() > 1 && cell.charAt(0) == '\'' && FORMULA_START.indexOf(cell.charAt(1)) >= 0
                ? cell.substring(1) : cell;
    }

    private static boolean needsQuotes(String cell) {
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (c == ',' || c == '"' || c == '\\' || c == '\n' || c == '\r') {
                return true;
            }
        }
        return false;
    }

    private static String format(String pattern, double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return NA;
        }
        return new DecimalFormat(pattern, ROOT).format(value);
    }
}

package io.objbench.web.pages.report;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * What a latency cell of the report (units.ftlh) holds: the value in adaptive units (µs below
 * 1 ms, s from 1000 ms) and the exact ms in its title, written out independently of the template.
 */
final class LatencyCells {

    private LatencyCells() {
    }

    /** The cell {@code testid} showing {@code micros} µs, from its test id to its closing text. */
    static String cell(String testid, double micros) {
        double ms = micros / 1000.0;
        String exact = java.math.BigDecimal.valueOf(ms).stripTrailingZeros().toPlainString();
        String shown = ms == 0 ? "&lt; 1 µs" : ms < 1 ? format("0.#", micros) + " µs"
                : ms < 1000 ? format("0.###", ms) + " ms" : format("0.###", ms / 1000) + " s";
        return "data-testid=\"" + testid + "\" title=\"" + exact + " ms\">" + shown + "<";
    }

    private static String format(String pattern, double v) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT)).format(v);
    }
}

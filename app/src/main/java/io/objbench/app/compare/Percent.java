package io.objbench.app.compare;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A relative amount given on the command line as a percentage: {@code 5%}, {@code 0.5 %} or {@code 5}. */
public final class Percent {

    private static final Pattern TEXT = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*%?\\s*");

    private Percent() {
    }

    /**
     * The fraction {@code text} stands for (5 % → 0.05).
     *
     * @throws IllegalArgumentException naming {@code option} when the text is not a percentage
     *                                  from 0 to 1000
     */
    public static double parse(String option, String text) {
        Matcher m = TEXT.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException(option + ": '" + text + "' is not a percentage (e.g. 5%)");
        }
        double percent = Double.parseDouble(m.group(1));
        if (percent > 1000) {
            throw new IllegalArgumentException(option + ": " + text + " is more than 1000 %");
        }
        return percent / 100;
    }

    /** {@code +5.2 %} for 0.052, one decimal. */
    public static String signed(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "%+.1f %%", fraction * 100) : "?";
    }
}

package io.objbench.app.check;

import io.objbench.core.check.Verdict;
import java.util.List;
import java.util.Locale;

/**
 * The table printed after the summary table: each assertion with its measured value, its limit
 * and pass or FAIL (with the reason when there was no value), then a count.
 */
public final class AssertionTable {

    private AssertionTable() {
    }

    /** The table's text. */
    public static String render(List<Checked> checked) {
        int width = "assertion".length();
        for (Checked c : checked) {
            width = Math.max(width, c.verdict().criterion().text().length());
        }
        String row = "%-" + width + "s  %-12s  %12s  %-14s  %s%n";
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, row, "assertion", "from", "value", "limit", "result"));
        long failed = 0;
        for (Checked c : checked) {
            Verdict v = c.verdict();
            String result = v.pass() ? "pass" : "FAIL" + (v.reason() == null ? "" : ": " + v.reason());
            failed += v.pass() ? 0 : 1;
            sb.append(String.format(Locale.ROOT, row, v.criterion().text(), c.source(), v.shownValue(),
                    v.shownLimit(), result));
        }
        sb.append(String.format(Locale.ROOT, "assertions: %d passed, %d failed%n", checked.size() - failed, failed));
        return sb.toString();
    }
}

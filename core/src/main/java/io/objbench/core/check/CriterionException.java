package io.objbench.core.check;

/**
 * A criterion that cannot be read. The message names the criterion, what was expected and the
 * 1-based column in the criterion's text; {@link #column()} lets a caller that knows where the
 * text came from (a workload file) point at the file's own line and column instead.
 */
public final class CriterionException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int column;
    private final String detail;

    CriterionException(String text, int column, String detail) {
        super("assertion '" + text + "': " + detail + " at column " + column);
        this.column = column;
        this.detail = detail;
    }

    /** 1-based column in the criterion's text where the problem is. */
    public int column() {
        return column;
    }

    /** What is wrong, without the criterion's text or the column. */
    public String detail() {
        return detail;
    }
}

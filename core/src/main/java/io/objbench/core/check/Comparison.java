package io.objbench.core.check;

/**
 * How a criterion compares a measured value with its limit. Written as a symbol
 * ({@code < <= > >=}) or, where a symbol would need escaping (XML), as a word
 * ({@code lt le gt ge}).
 */
public enum Comparison {
    /** value &lt; limit. */
    LT("<", "lt"),
    /** value &le; limit. */
    LE("<=", "le"),
    /** value &gt; limit. */
    GT(">", "gt"),
    /** value &ge; limit. */
    GE(">=", "ge");

    private final String symbol;
    private final String word;

    Comparison(String symbol, String word) {
        this.symbol = symbol;
        this.word = word;
    }

    /** The symbol ({@code <=}). */
    public String symbol() {
        return symbol;
    }

    /** The word form ({@code le}). */
    public String word() {
        return word;
    }

    /** True when {@code value} meets the limit; NaN never does. */
    public boolean holds(double value, double limit) {
        if (Double.isNaN(value)) {
            return false;
        }
        return switch (this) {
            case LT -> value < limit;
            case LE -> value <= limit;
            case GT -> value > limit;
            case GE -> value >= limit;
        };
    }
}

package io.objbench.controller.compare;

/** What a comparison says about one metric. */
public enum Verdict {
    /** B is significantly faster, by at least the noise floor. */
    FASTER("faster"),
    /** B is significantly slower, by at least the noise floor. */
    SLOWER("slower"),
    /** No difference both significant and beyond the noise floor. */
    NO_DIFFERENCE("no significant difference"),
    /** A side has fewer than two batches: no interval, so no verdict. */
    NOT_ENOUGH_INTERVALS("not enough intervals");

    private final String text;

    Verdict(String text) {
        this.text = text;
    }

    /** The words printed in tables. */
    public String text() {
        return text;
    }
}

package io.objbench.controller.compare;

/**
 * A stage or operation only one of the compared runs has: listed, never silently dropped.
 *
 * @param stage  the stage id
 * @param op     the operation's key; null when the whole stage is unmatched
 * @param onlyIn the id of the run that has it
 */
public record Unmatched(String stage, String op, String onlyIn) {

    /** For people: {@code stage s2-read only in w4}, {@code operation write of stage s1-main only in w3}. */
    public String describe() {
        return (op == null ? "stage " + stage : "operation " + op + " of stage " + stage) + " only in " + onlyIn;
    }
}

package io.objbench.core.ssbench;

/**
 * Relative weights of CREATE, READ, UPDATE and DELETE ({@code [3, 4, 2, 2]} = 27/36/18/18 %).
 * Never all zero, never negative (the reader checks).
 */
public record CrudProfile(double create, double read, double update, double delete) {

    /** The four operations in a profile's order. */
    public enum Op {
        CREATE, READ, UPDATE, DELETE
    }

    /** The sum of the weights. */
    public double sum() {
        return create + read + update + delete;
    }

    /** The weight of {@code op}. */
    public double weight(Op op) {
        return switch (op) {
            case CREATE -> create;
            case READ -> read;
            case UPDATE -> update;
            case DELETE -> delete;
        };
    }

    /** The share (0..1) of {@code op}. */
    public double share(Op op) {
        return weight(op) / sum();
    }
}

package io.objbench.core.check;

import java.util.Objects;

/**
 * One operation's figures within a stage, with the names a criterion may call it by.
 *
 * @param id      stage-wide operation id ({@code op1})
 * @param name    display name (may equal the type)
 * @param type    operation type ({@code read}, {@code write}, …)
 * @param figures what was measured
 */
public record OpFigures(String id, String name, String type, Figures figures) {

    public OpFigures {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(figures, "figures");
    }

    /** True when a criterion's operation part names this operation: its name, type or id. */
    public boolean isCalled(String op) {
        return op.equals(name) || op.equals(type) || op.equals(id);
    }
}

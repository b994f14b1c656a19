package io.objbench.app.report;

import java.util.Locale;

/** ssbench's operation kinds, in its report order. */
enum Crud {
    CREATE, READ, UPDATE, DELETE;

    /** The word as operation names carry it: {@code create}. */
    String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The objbench operation type this kind runs as. */
    String type() {
        return switch (this) {
            case CREATE, UPDATE -> "write";
            case READ -> "read";
            case DELETE -> "delete";
        };
    }
}

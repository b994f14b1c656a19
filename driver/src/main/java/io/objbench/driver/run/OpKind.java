package io.objbench.driver.run;

import java.util.Locale;

/** What a worker does for an operation type. */
enum OpKind {
    READ, WRITE, DELETE, LIST, HEAD, FILEWRITE, INIT, PREPARE, CLEANUP, DISPOSE, DELAY;

    /** True for the operators that walk fixed slices (§1.3): once in a special work, per pick in a normal one. */
    boolean special() {
        return this == INIT || this == PREPARE || this == CLEANUP || this == DISPOSE;
    }

    /** The kind of an operation type, or {@code null} when the driver cannot run it. */
    static OpKind of(String type) {
        return switch (type.toLowerCase(Locale.ROOT)) {
            case "read" -> READ;
            case "write" -> WRITE;
            case "delete" -> DELETE;
            case "list" -> LIST;
            case "head" -> HEAD;
            case "filewrite" -> FILEWRITE;
            case "init" -> INIT;
            case "prepare" -> PREPARE;
            case "cleanup" -> CLEANUP;
            case "dispose" -> DISPOSE;
            case "delay" -> DELAY;
            default -> null;
        };
    }
}

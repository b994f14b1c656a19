package io.objbench.core.workload;

/**
 * A workload that cannot be run, with where the problem is: {@code file:line:column: message}.
 * Line and column are 1-based; 0 when unknown.
 */
public class WorkloadException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;
    private final String problem;

    public WorkloadException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The file name (or {@code <input>}). */
    public String file() {
        return file;
    }

    /** 1-based line, 0 if unknown. */
    public int line() {
        return line;
    }

    /** 1-based column, 0 if unknown. */
    public int column() {
        return column;
    }

    /** The problem without the location. */
    public String problem() {
        return problem;
    }
}

package io.objbench.app.client;

import io.objbench.app.compare.Baseline;
import io.objbench.app.compare.ComparisonTable;
import io.objbench.controller.compare.RunComparison;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * {@code submit --wait --baseline RUN}: the ended run compared with its baseline, each read from
 * {@code --archive} when it is there, else fetched from the controller the run was submitted to
 * ({@link ArchivedRun}). The baseline is opened before the workload is submitted, so an unknown
 * one is refused (exit 2) before anything runs; {@link #close()} deletes what was fetched.
 */
final class SubmitBaseline implements AutoCloseable {

    private final Baseline check;
    private final String name;
    private final ArchivedRun base;
    private final Path archiveDir;
    private final ControllerClient controller;
    private final PrintWriter err;

    private SubmitBaseline(Baseline check, String name, ArchivedRun base, Path archiveDir, ControllerClient controller,
                           PrintWriter err) {
        this.check = check;
        this.name = name;
        this.base = base;
        this.archiveDir = archiveDir;
        this.controller = controller;
        this.err = err;
    }

    /**
     * Opens the baseline {@code name} (an id or a run folder).
     *
     * @throws ControllerException 4xx (exit 2) when there is no such run here nor at the controller
     */
    static SubmitBaseline open(Baseline check, String name, Path archiveDir, ControllerClient controller, PrintWriter err)
            throws ControllerException {
        try {
            return new SubmitBaseline(check, name, ArchivedRun.open(name, archiveDir, controller), archiveDir, controller,
                    err);
        } catch (IOException e) {
            throw new ControllerException(400, "objbench submit: " + e.getMessage());
        } catch (ControllerException e) {
            throw new ControllerException(e.status(), "objbench submit: " + e.getMessage());
        }
    }

    /**
     * Prints the comparison of the ended run {@code runId} with the baseline; the exit code:
     * {@code exit}, or 7 for a regression beyond {@code --fail-on-regression}.
     */
    int compare(String runId, int exit, PrintWriter out) throws ControllerException {
        String what = "objbench submit: cannot compare " + runId + " with the baseline " + name;
        ArchivedRun run;
        try {
            run = ArchivedRun.open(runId, archiveDir, controller);
        } catch (ControllerException e) {
            throw new ControllerException(e.status(), what + ": " + e.getMessage());
        } catch (IOException e) {
            throw new ControllerException(400, what + ": " + e.getMessage());
        }
        try {
            RunComparison c = check.compare(base.dir(), run.dir());
            out.println();
            out.print(ComparisonTable.render(c));
            int code = check.exitCode(c, exit, out);
            out.flush();
            return code;
        } catch (IOException | RuntimeException e) {
            throw new ControllerException(400, what + " (" + (run.fetched() || base.fetched()
                    ? "fetched from the controller " + controller.baseUrl() : "read from " + archiveDir.toAbsolutePath())
                    + "): " + e.getMessage());
        } finally {
            delete(run, runId);
        }
    }

    /** Deletes a fetched baseline. */
    @Override
    public void close() {
        delete(base, name);
    }

    /** Deletes a fetched copy; a failure to is said on stderr, it does not change the exit code. */
    private void delete(ArchivedRun run, String which) {
        try {
            run.close();
        } catch (IOException e) {
            err.println("objbench submit: cannot delete the fetched run " + which + " in " + run.dir() + ": "
                    + e.getMessage());
            err.flush();
        }
    }
}

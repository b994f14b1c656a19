package io.objbench.app.client;

import io.objbench.app.ExitCodes;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

/**
 * What every client command shares: the controller options, and one way to fail: the controller's
 * message on stderr, exit 2 when the controller refused the request (bad workload, unknown id,
 * wrong token), 4 when it could not be reached or failed itself, 5 when it cannot record the run
 * in its archive (HTTP 507: disk full).
 */
abstract class ClientCommand implements Callable<Integer> {

    /** The controller was unreachable or answered with a server error. */
    static final int UNREACHABLE = 4;

    @Mixin
    ClientOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public final Integer call() {
        try {
            return run(options.client(), spec.commandLine().getOut());
        } catch (ControllerException e) {
            PrintWriter err = spec.commandLine().getErr();
            // the controller's message as it is: a workload error reads file:line:col: problem
            err.println(e.getMessage());
            err.flush();
            return e.status() == 507 ? ExitCodes.NO_ARCHIVE : e.rejected() ? ExitCodes.BAD_INPUT : UNREACHABLE;
        }
    }

    /** The command's work; returns the exit code. */
    abstract int run(ControllerClient client, PrintWriter out) throws ControllerException;

    /** The exit code of a workload that ended in {@code state}, as {@code objbench run} exits. */
    static int exitCode(String state) {
        return switch (state) {
            case "FINISHED" -> ExitCodes.FINISHED;
            case "FAILED" -> ExitCodes.FAILED;
            case "ARCHIVE_INCOMPLETE" -> ExitCodes.NO_ARCHIVE;
            default -> ExitCodes.STOPPED;
        };
    }
}

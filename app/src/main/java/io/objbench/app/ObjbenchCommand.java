package io.objbench.app;

import io.objbench.driver.cli.DriverCommand;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code objbench} command: run a workload embedded, or start a controller or a driver. */
@Command(name = "objbench", mixinStandardHelpOptions = true, versionProvider = ObjbenchCommand.Version.class,
        description = "Benchmark object storage with COSBench workloads.",
        subcommands = {RunCommand.class, SearchCommand.class, SweepCommand.class, ValidateCommand.class,
                ConvertCommand.class, ControllerCommand.class, DriverCommand.class,
                io.objbench.app.client.SubmitCommand.class, io.objbench.app.client.CancelCommand.class,
                io.objbench.app.client.StatusCommand.class, io.objbench.app.client.ListCommand.class,
                io.objbench.app.client.InfoCommand.class,
                io.objbench.app.compare.CompareCommand.class, io.objbench.app.report.ReportCommand.class})
public final class ObjbenchCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Entry point: the only place that exits the JVM. */
    public static void main(String[] args) {
        System.exit(execute(args, new PrintWriter(System.out, true, Charset.defaultCharset()),
                new PrintWriter(System.err, true, Charset.defaultCharset())));
    }

    /** Runs the command line and returns the exit code (tests call this). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new ObjbenchCommand());
        cl.setOut(out);
        cl.setErr(err);
        return cl.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version from the jar manifest, "dev" when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = ObjbenchCommand.class.getPackage().getImplementationVersion();
            return new String[] {"objbench " + (v == null ? "dev" : v)};
        }
    }
}

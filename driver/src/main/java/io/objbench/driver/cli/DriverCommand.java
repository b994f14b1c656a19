package io.objbench.driver.cli;

import io.objbench.driver.MissionManager;
import io.objbench.driver.conf.DriverConf;
import io.objbench.core.config.IniException;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.trigger.TriggerScripts;
import io.objbench.driver.plugin.DriverPlugins;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code objbench driver}: runs a driver that serves missions to a controller over HTTP until
 * interrupted. Stopping it (Ctrl-C, SIGTERM) stops the server and aborts the missions still open.
 */
@Command(name = "driver", mixinStandardHelpOptions = true, versionProvider = DriverCommand.Version.class,
        description = {"Runs an objbench driver: executes the missions a controller sends over HTTP.",
                "Options override driver.conf ([driver] name, host, port, token, log_level, log_file; scripts_dir: trigger scripts)."})
public final class DriverCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--conf", paramLabel = "FILE", description = {"driver.conf in COSBench's INI format.",
            "Default: -Dcosbench.driver.config, ./driver.conf, conf/driver.conf, /etc/cosbench/driver.conf, first found."})
    Path conf;

    @Option(names = "--port", description = "Listening port; 0 = any free port. Default: port= or the url's port in driver.conf, else 18088.")
    Integer port;

    @Option(names = "--host", description = "Bind address. Default: host= in driver.conf, else 127.0.0.1. Any other than loopback needs a token.")
    String host;

    @Option(names = "--name", description = "Driver name, what <work driver=\"…\"> matches. Default: name= in driver.conf, else driver1.")
    String name;

    @Option(names = "--token", description = "Shared bearer token, the same as the controller's. Default: $OBJBENCH_TOKEN, else token= in driver.conf.")
    String token;

    @Option(names = "--controller", paramLabel = "URL", description = {"Register with the controller at URL"
            + " (e.g. http://10.0.0.1:19088) and heartbeat; leave it on a clean stop.",
            "The controller then dials this driver at --advertise for missions."})
    String controller;

    @Option(names = "--advertise", paramLabel = "URL", description = {"The URL the controller reaches this driver at"
            + " (with --controller).", "Default: http://<bind address>:<port>; required when bound to every interface (0.0.0.0, ::)."})
    String advertise;

    @Option(names = "--plugins", paramLabel = "DIR", description = {"Directory of adaptor bundles (OSGi) to load.",
            "Default: $OBJBENCH_HOME/plugins (-Dobjbench.home, set by bin/objbench), else ./plugins."})
    Path plugins;

    /** The plugin host of the running driver; stopped on shutdown. */
    private volatile DriverPlugins loaded;
    /** The running server; stopped on shutdown. */
    private volatile DriverServer server;
    /** The registration with the controller (--controller); left on shutdown. */
    private volatile io.objbench.driver.fleet.ControllerMembership membership;

    /** Environment lookup; replaced in tests. */
    UnaryOperator<String> env = System::getenv;

    @Override
    public Integer call() throws Exception {
        // registered first so that a stop while the plugins still load deletes their storage area too
        Thread hook = new Thread(() -> {
            // leave first: the controller gives this driver no new work while it stops
            io.objbench.driver.fleet.ControllerMembership m = membership;
            if (m != null) {
                m.leave();
                m.close();
            }
            DriverServer s = server;
            if (s != null) {
                stopQuietly(s);
            }
            DriverPlugins p = loaded;
            if (p != null) {
                p.close();
            }
        }, "objbench-driver-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        DriverServer running;
        try {
            running = start();
        } catch (IniException | IllegalStateException | IllegalArgumentException e) {
            spec.commandLine().getErr().println("objbench driver: " + e.getMessage());
            return 2;
        }
        server = running;
        if (controller != null) {
            try {
                membership = register(running);
            } catch (IllegalArgumentException | io.objbench.driver.fleet.ControllerMembership.RegistrationRefused e) {
                spec.commandLine().getErr().println("objbench driver: " + e.getMessage());
                return 2; // the shutdown hook stops the server
            }
        }
        running.join();
        return 0;
    }

    /**
     * Reads the conf, starts the manager and the server, prints the listening line.
     *
     * @return the running server; the caller stops it
     */
    DriverServer start() throws Exception {
        DriverSetup setup = setup();
        setupName = setup.name();
        PrintWriter out = spec.commandLine().getOut();
        String warning = DriverLogging.apply(setup.conf());
        if (warning != null) {
            spec.commandLine().getErr().println("objbench driver: " + warning);
        }
        // diagnostics on stderr: stdout's first line is the listening line scripts wait for
        loaded = DriverPlugins.open(plugins, spec.commandLine().getErr(), spec.commandLine().getErr());
        MissionManager manager = loaded.manager(setup.name());
        if (setup.conf().maxWorkers() != null) {
            manager.maxWorkers(setup.conf().maxWorkers());
        }
        if (setup.conf().leaseTicks() != null) {
            manager.leaseTicks(setup.conf().leaseTicks());
        }
        manager.aliases(io.objbench.driver.StorageAliases.defaultsWith(setup.conf().storageAliases()));
        manager.network(io.objbench.driver.net.NetworkMeter.system(setup.conf().linkSpeeds()));
        manager.triggers(new TriggerScripts(setup.name(), setup.conf().scriptsDir() != null
                ? Path.of(setup.conf().scriptsDir()) : TriggerScripts.defaultDir(), TriggerScripts.DEFAULT_STOP_WAIT));
        DriverServer server = DriverServer.newServer(setup.settings(), manager);
        try {
            server.start();
        } catch (java.io.IOException e) {
            loaded.close();
            throw new IllegalStateException("cannot listen on " + setup.settings().host() + ":"
                    + setup.settings().port() + ": " + e.getMessage() + " (use --port to pick another port)", e);
        }
        out.println("objbench driver " + setup.name() + " listening on " + server.url() + " (storage types: "
                + String.join(", ", manager.info().storageTypes()) + ")");
        out.flush();
        return server;
    }

    /**
     * Registers with {@code --controller}, advertising {@code --advertise} or the bound address.
     *
     * @throws IllegalArgumentException when a URL is malformed or the driver listens on every
     *                                  interface without {@code --advertise}
     */
    io.objbench.driver.fleet.ControllerMembership register(DriverServer running)
            throws io.objbench.driver.fleet.ControllerMembership.RegistrationRefused {
        java.net.URI controllerUri = httpUrl("--controller", controller);
        String own;
        if (advertise != null) {
            own = httpUrl("--advertise", advertise).toString();
        } else if (anyLocal(running.settings().host())) {
            throw new IllegalArgumentException("--host " + running.settings().host() + " listens on every interface:"
                    + " pass --advertise http://<address the controller reaches>:" + running.port()
                    + " so the controller knows where to dial this driver");
        } else {
            own = running.url();
        }
        String version = MissionManager.class.getPackage().getImplementationVersion();
        var self = new io.objbench.core.protocol.DriverRegistration(setupName, own, java.util.UUID.randomUUID().toString(), version == null ? "dev" : version);
        var m = new io.objbench.driver.fleet.ControllerMembership(controllerUri, running.settings().token(), self,
                running.settings().tls());
        try {
            var reply = m.join();
            PrintWriter out = spec.commandLine().getOut();
            out.println(reply == null ? "objbench driver " + setupName + ": controller " + controllerUri
                    + " not reachable yet; registering as soon as it answers"
                    : "objbench driver " + setupName + " registered with " + controllerUri + " as " + own + " ("
                    + reply.outcome() + ", heartbeat every " + reply.heartbeatMillis() + " ms)");
            out.flush();
            return m;
        } catch (io.objbench.driver.fleet.ControllerMembership.RegistrationRefused e) {
            m.close();
            throw e;
        }
    }

    private static java.net.URI httpUrl(String option, String value) {
        try {
            java.net.URI u = new java.net.URI(value.strip());
            if (("http".equals(u.getScheme()) || "https".equals(u.getScheme())) && u.getHost() != null) {
                return u;
            }
        } catch (java.net.URISyntaxException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " '" + value + "' is not an http(s) URL with a host, e.g."
                + " http://10.0.0.5:" + (option.equals("--controller") ? "19088" : "18088"));
    }

    private static boolean anyLocal(String host) {
        try {
            return java.net.InetAddress.getByName(host).isAnyLocalAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    /** The name the driver runs under, once started. */
    private volatile String setupName;

    /** Combines options, environment and driver.conf. */
    DriverSetup setup() throws IniException {
        Optional<Path> file = conf != null ? Optional.of(conf) : DriverConf.locate();
        DriverConf dc = file.isPresent() ? DriverConf.read(file.get()) : DriverConf.EMPTY;
        return DriverSetup.combine(name, host, port, token, env.apply(DriverSetup.TOKEN_ENV), dc, file.orElse(null));
    }

    private static void stopQuietly(DriverServer server) {
        try {
            int aborted = server.stop();
            if (aborted > 0) {
                System.err.println("objbench driver: aborted " + aborted + " open mission(s) on shutdown");
            }
        } catch (Exception e) {
            System.err.println("objbench driver: stop failed: " + e);
        }
    }

    /** The objbench version from the jar manifest, {@code dev} when run from classes. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = MissionManager.class.getPackage().getImplementationVersion();
            return new String[] {"objbench driver " + (v == null ? "dev" : v)};
        }
    }

    /** Runs the command on its own (the {@code objbench} launcher registers it as a subcommand). */
    public static void main(String[] args) {
        System.exit(new CommandLine(new DriverCommand()).execute(args));
    }
}

package io.objbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.controller.conf.ControllerConf;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Helm chart of {@code deploy/helm/objbench} (docs/kubernetes.md): {@code helm lint}, then
 * {@code helm template} with the default values and with a custom values file (TLS on with
 * client certificates, the user's own token Secret, 5 drivers, custom resources), every rendered
 * object decoded strictly into its Kubernetes API type by {@code deploy/helm/check} (an unknown
 * field, an unknown kind fail). Then what the objects say: the token only in a Secret and only as
 * a {@code secretKeyRef}, never in a ConfigMap or an argument; the user's Secrets referenced, none
 * rendered; the fleet size; the probes on the info routes; the controller.conf of the ConfigMap
 * read by the controller's own parser. Last, the rendered controller and one driver run from the
 * distribution with the rendered conf, arguments and environment, and register, pass the image's
 * readiness probe, and log no token. helm and the checker are built from Go modules
 * ({@link K8sTools}); without Go the test is skipped, under {@code CI=true} it fails.
 */
class HelmChartIT {

    private static final Path CHART = Path.of("..", "deploy", "helm", "objbench").toAbsolutePath().normalize();
    private static final Path CHECKER_SOURCE = Path.of("..", "deploy", "helm", "check").toAbsolutePath().normalize();
    private static final Duration RUN = Duration.ofMinutes(2);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NAMESPACE = "bench";

    private static Path helm;
    private static Path checker;

    @TempDir
    Path tmp;

    @BeforeAll
    static void tools() throws Exception {
        K8sTools tools = K8sTools.locate();
        helm = tools.helm();
        checker = tools.checker(CHECKER_SOURCE);
    }

    @Test
    void defaultValuesRenderStrictObjectsWithAGeneratedTokenOnlyInItsSecret() throws Exception {
        helm("lint", CHART.toString(), "--strict").requireSuccess("helm lint");
        List<JsonNode> objects = strict(template());
        assertThat(objects).extracting(o -> o.path("kind").asText() + "/" + o.path("name").asText())
                .containsExactlyInAnyOrder("Secret/t-objbench-token", "ConfigMap/t-objbench-conf",
                        "PersistentVolumeClaim/t-objbench-controller-archive", "Service/t-objbench-controller",
                        "Service/t-objbench-driver", "Deployment/t-objbench-controller", "StatefulSet/t-objbench-driver");

        JsonNode secret = object(objects, "Secret", "t-objbench-token");
        String token = new String(Base64.getDecoder().decode(secret.at("/object/data/token").asText()), StandardCharsets.UTF_8);
        assertThat(token).hasSize(48).matches("[A-Za-z0-9]+");
        // the token is in its Secret and nowhere else: not in the ConfigMap, an argument, an env value
        for (JsonNode o : objects) {
            if (!o.path("kind").asText().equals("Secret")) {
                assertThat(o.toString()).as("%s/%s", o.path("kind").asText(), o.path("name").asText()).doesNotContain(token);
            }
        }
        JsonNode conf = object(objects, "ConfigMap", "t-objbench-conf").at("/object/data");
        assertThat(conf.path("controller.conf").asText()).doesNotContainIgnoringCase("token");
        assertThat(conf.path("driver.conf").asText()).doesNotContainIgnoringCase("token");
        for (JsonNode container : containers(objects)) {
            assertThat(env(container, "OBJBENCH_TOKEN").at("/valueFrom/secretKeyRef/name").asText()).isEqualTo("t-objbench-token");
            assertThat(env(container, "OBJBENCH_TOKEN").has("value")).isFalse();
        }

        JsonNode drivers = object(objects, "StatefulSet", "t-objbench-driver").path("object");
        assertThat(drivers.at("/spec/replicas").asInt()).isEqualTo(3);
        assertThat(drivers.at("/spec/serviceName").asText()).isEqualTo("t-objbench-driver");
        JsonNode driver = drivers.at("/spec/template/spec/containers/0");
        assertThat(texts(driver.path("args"))).containsSubsequence("--controller",
                "http://t-objbench-controller." + NAMESPACE + ".svc.cluster.local:19088", "--advertise",
                "http://$(OBJBENCH_SELF_HOST):18088");
        assertThat(env(driver, "OBJBENCH_SELF_HOST").path("value").asText())
                .isEqualTo("$(POD_NAME).t-objbench-driver.$(POD_NAMESPACE).svc.cluster.local");
        assertThat(texts(driver.at("/readinessProbe/exec/command")))
                .containsExactly("objbench-probe", "18088", "/objbench/v1/driver/info");
        assertThat(object(objects, "Service", "t-objbench-driver").at("/object/spec/clusterIP").asText()).isEqualTo("None");

        // the controller reads the rendered conf as it will in the pod
        Path file = tmp.resolve("controller.conf");
        Files.writeString(file, conf.path("controller.conf").asText());
        ControllerConf cc = ControllerConf.read(file);
        assertThat(cc.drivers()).isEmpty();
        assertThat(cc.host()).isEqualTo("0.0.0.0");
        assertThat(cc.token()).isEmpty();
        assertThat(cc.archiveDir()).isEqualTo(Path.of("/var/lib/objbench/archive"));
        assertThat(cc.serverNames()).contains("t-objbench-controller", "t-objbench-controller." + NAMESPACE
                + ".svc.cluster.local");
        JsonNode controller = object(objects, "Deployment", "t-objbench-controller").at("/object/spec/template/spec");
        assertThat(controller.path("volumes").findValues("claimName")).extracting(JsonNode::asText)
                .containsExactly("t-objbench-controller-archive");
    }

    @Test
    void customValuesReferenceTheUsersSecretsAndSizeTheFleet() throws Exception {
        Path values = tmp.resolve("custom.yaml");
        Files.writeString(values, """
                token:
                  existingSecret: bench-token
                  key: api-token
                tls:
                  enabled: true
                  existingSecret: bench-tls
                  clientAuth: need
                drivers:
                  replicas: 5
                  conf: {link_speed: "eth0:10G", lease_ticks: 6}
                  storageAliases: {ecs: s3}
                  resources:
                    requests: {cpu: "3", memory: 6Gi}
                    limits: {cpu: "4", memory: 8Gi}
                controller:
                  persistence: {storageClass: fast, size: 50Gi}
                  extraServerNames: [objbench.example.com]
                """);
        helm("lint", CHART.toString(), "--strict", "-f", values.toString()).requireSuccess("helm lint custom");
        List<JsonNode> objects = strict(template("-f", values.toString()));
        // the user's Secrets are referenced, none is rendered
        assertThat(objects).noneMatch(o -> o.path("kind").asText().equals("Secret"));
        for (JsonNode container : containers(objects)) {
            JsonNode ref = env(container, "OBJBENCH_TOKEN").at("/valueFrom/secretKeyRef");
            assertThat(ref.path("name").asText()).isEqualTo("bench-token");
            assertThat(ref.path("key").asText()).isEqualTo("api-token");
            assertThat(env(container, "OBJBENCH_PROBE_CA").path("value").asText()).isEqualTo("/etc/objbench/tls/ca.crt");
        }
        for (JsonNode podSpec : List.of(object(objects, "StatefulSet", "t-objbench-driver").at("/object/spec/template/spec"),
                object(objects, "Deployment", "t-objbench-controller").at("/object/spec/template/spec"))) {
            assertThat(podSpec.path("volumes").findValues("secretName")).extracting(JsonNode::asText).containsExactly("bench-tls");
        }
        JsonNode drivers = object(objects, "StatefulSet", "t-objbench-driver").path("object");
        assertThat(drivers.at("/spec/replicas").asInt()).isEqualTo(5);
        JsonNode driver = drivers.at("/spec/template/spec/containers/0");
        assertThat(driver.at("/resources/requests/cpu").asText()).isEqualTo("3");
        assertThat(driver.at("/resources/limits/memory").asText()).isEqualTo("8Gi");
        assertThat(texts(driver.path("args"))).contains("https://t-objbench-controller." + NAMESPACE
                + ".svc.cluster.local:19088", "https://$(OBJBENCH_SELF_HOST):18088");
        JsonNode pvc = object(objects, "PersistentVolumeClaim", "t-objbench-controller-archive").path("object");
        assertThat(pvc.at("/spec/storageClassName").asText()).isEqualTo("fast");
        assertThat(pvc.at("/spec/resources/requests/storage").asText()).isEqualTo("50Gi");
        JsonNode conf = object(objects, "ConfigMap", "t-objbench-conf").at("/object/data");
        assertThat(conf.path("controller.conf").asText()).contains("tls_client_auth = need",
                "tls_client_ca = /etc/objbench/tls/ca.crt", "objbench.example.com");
        assertThat(conf.path("driver.conf").asText()).contains("link_speed = eth0:10G", "lease_ticks = 6",
                "[storage_aliases]", "ecs = s3", "tls_cert = /etc/objbench/tls/tls.crt");
    }

    @Test
    void badValuesAndUnknownFieldsAreRefused() throws Exception {
        K8sTools.Result tlsWithoutSecret = helm("template", "t", CHART.toString(), "--set", "tls.enabled=true");
        assertThat(tlsWithoutSecret.exit()).isNotZero();
        assertThat(tlsWithoutSecret.err()).contains("tls.enabled needs tls.existingSecret");
        K8sTools.Result tokenInConf = helm("template", "t", CHART.toString(), "--set", "drivers.conf.token=x");
        assertThat(tokenInConf.exit()).isNotZero();
        assertThat(tokenInConf.err()).contains("drivers.conf must not hold token");

        // the checker is strict: a misspelt field and an unknown kind are errors naming them
        String rendered = template();
        String typo = rendered.replace("podManagementPolicy: Parallel", "podManagmentPolicy: Parallel");
        assertThat(typo).isNotEqualTo(rendered);
        K8sTools.Result bad = check(typo);
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains("driver-statefulset.yaml").contains("unknown field").contains("podManagmentPolicy");
        K8sTools.Result unknownKind = check("apiVersion: v1\nkind: Pod2\nmetadata: {name: x}\n");
        assertThat(unknownKind.exit()).isEqualTo(1);
        assertThat(unknownKind.err()).contains("unknown kind v1 Pod2");
    }

    /**
     * The rendered objects run outside a cluster: the controller with the ConfigMap's
     * controller.conf and the Deployment's arguments, one driver with the StatefulSet's arguments
     * ({@code $(VAR)} expanded as the kubelet does), both with the token of the Secret in
     * {@code OBJBENCH_TOKEN}. The cluster DNS names resolve to 127.0.0.1 through a hosts file
     * ({@code -Djdk.net.hosts.file}). The driver registers under its pod name through the
     * controller's Service name (accepted by {@code server_names}), the controller reaches it at its
     * advertised name, the image's readiness probe passes on both with the token and fails
     * without it, and neither log holds the token.
     */
    @Test
    void theRenderedFleetRegistersAndItsProbesPassWithoutTheTokenInLogs() throws Exception {
        int controllerPort = Ports.free();
        int driverPort = Ports.free();
        List<JsonNode> objects = strict(template("--set", "controller.port=" + controllerPort,
                "--set", "controller.service.port=" + controllerPort, "--set", "drivers.port=" + driverPort,
                "--set", "drivers.replicas=1"));
        String token = new String(Base64.getDecoder().decode(
                object(objects, "Secret", "t-objbench-token").at("/object/data/token").asText()), StandardCharsets.UTF_8);
        JsonNode conf = object(objects, "ConfigMap", "t-objbench-conf").at("/object/data");
        Path controllerConf = tmp.resolve("controller.conf");
        Files.writeString(controllerConf, conf.path("controller.conf").asText()
                .replace("/var/lib/objbench/archive", tmp.resolve("archive").toString()));
        Path driverConf = tmp.resolve("driver.conf");
        Files.writeString(driverConf, conf.path("driver.conf").asText());

        String controllerHost = "t-objbench-controller." + NAMESPACE + ".svc.cluster.local";
        String driverHost = "t-objbench-driver-0.t-objbench-driver." + NAMESPACE + ".svc.cluster.local";
        Path hosts = tmp.resolve("hosts");
        Files.writeString(hosts, "127.0.0.1 localhost " + controllerHost + " " + driverHost + "\n");
        Map<String, String> javaEnv = Map.of("OBJBENCH_TOKEN", token,
                "OBJBENCH_OPTS", Child.DEFAULT_OPTS + " -Djdk.net.hosts.file=" + hosts);
        Path bin = Dist.home().resolve("bin/objbench");

        JsonNode controllerSpec = object(objects, "Deployment", "t-objbench-controller").at("/object/spec/template/spec/containers/0");
        JsonNode driverSpec = object(objects, "StatefulSet", "t-objbench-driver").at("/object/spec/template/spec/containers/0");
        Map<String, String> downward = Map.of("metadata.name", "t-objbench-driver-0", "metadata.namespace", NAMESPACE);
        Map<String, String> controllerEnv = podEnv(controllerSpec, downward);
        Map<String, String> driverEnv = podEnv(driverSpec, downward);
        Child controller = new Child("controller", command(bin, controllerSpec, controllerEnv,
                Map.of("/etc/objbench/controller.conf", controllerConf.toString())), tmp, javaEnv);
        Child driver = new Child("driver", command(bin, driverSpec, driverEnv,
                Map.of("/etc/objbench/driver.conf", driverConf.toString())), tmp, javaEnv);
        controller.start();
        driver.start();
        try {
            java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
            java.net.http.HttpRequest list = java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                    "http://127.0.0.1:" + controllerPort + io.objbench.core.protocol.ControllerRoutes.DRIVERS))
                    .header("Authorization", "Bearer " + token).build();
            Waits.until("t-objbench-driver-0 registered and alive", Duration.ofSeconds(90), () -> {
                try {
                    var reply = http.send(list, java.net.http.HttpResponse.BodyHandlers.ofString());
                    return reply.statusCode() == 200 && JSON.readTree(reply.body()).toString()
                            .matches(".*\"name\":\"t-objbench-driver-0\".*\"alive\":true.*");
                } catch (java.io.IOException e) {
                    return false;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            });
            assertThat(controller.logText()).contains("driver t-objbench-driver-0 at http://" + driverHost + ":" + driverPort);

            // the image's readiness probe, with the pods' environment: passes with the token, fails without
            Path probe = Path.of("..", "deploy", "docker", "objbench-probe").toAbsolutePath().normalize();
            for (var pod : List.of(Map.entry(controllerSpec, controllerEnv), Map.entry(driverSpec, driverEnv))) {
                List<String> probeCommand = new ArrayList<>(List.of("sh", probe.toString()));
                probeCommand.addAll(texts(pod.getKey().at("/readinessProbe/exec/command")).subList(1, 3));
                Map<String, String> env = new java.util.HashMap<>(pod.getValue());
                env.put("OBJBENCH_TOKEN", token);
                K8sTools.run(probeCommand, tmp, env, RUN).requireSuccess("readiness probe " + probeCommand);
                env.put("OBJBENCH_TOKEN", "wrong");
                K8sTools.Result refused = K8sTools.run(probeCommand, tmp, env, RUN);
                assertThat(refused.exit()).as("probe with a wrong token: %s", refused).isNotZero();
                assertThat(refused.err()).contains("401").doesNotContain("wrong");
            }
        } finally {
            driver.stop();
            controller.stop();
        }
        // started together, as in a cluster: the driver's first call may come before the controller listens
        assertThat(driver.logText()).contains("t-objbench-driver-0 listening on").doesNotContain(token);
        assertThat(controller.logText()).contains("listening on").doesNotContain(token);
    }

    /** The container's environment as the kubelet makes it: downward-API fields, then $(VAR) in values. */
    private static Map<String, String> podEnv(JsonNode container, Map<String, String> downward) {
        Map<String, String> env = new java.util.LinkedHashMap<>();
        for (JsonNode e : container.path("env")) {
            String name = e.path("name").asText();
            if (e.has("value")) {
                env.put(name, expand(e.path("value").asText(), env));
            } else if (e.at("/valueFrom/fieldRef").isObject()) {
                env.put(name, downward.get(e.at("/valueFrom/fieldRef/fieldPath").asText()));
            }
            // secretKeyRef (the token) is set by the test from the rendered Secret
        }
        return env;
    }

    private static String expand(String value, Map<String, String> env) {
        String out = value;
        for (var e : env.entrySet()) {
            out = out.replace("$(" + e.getKey() + ")", e.getValue());
        }
        return out;
    }

    /** bin/objbench with the container's args, $(VAR) expanded and pod paths replaced by local ones. */
    private static List<String> command(Path bin, JsonNode container, Map<String, String> env, Map<String, String> paths) {
        List<String> command = new ArrayList<>(List.of(bin.toString()));
        for (String arg : texts(container.path("args"))) {
            command.add(paths.getOrDefault(arg, expand(arg, env)));
        }
        return command;
    }

    private String template(String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("template", "t", CHART.toString(), "--namespace", NAMESPACE));
        args.addAll(List.of(extra));
        return helm(args.toArray(String[]::new)).requireSuccess("helm template").out();
    }

    private K8sTools.Result helm(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(helm.toString()));
        command.addAll(List.of(args));
        // a private helm home: no repositories or plugins of the machine's user
        return K8sTools.run(command, tmp, Map.of("HELM_CACHE_HOME", tmp.resolve("helm-cache").toString(),
                "HELM_CONFIG_HOME", tmp.resolve("helm-config").toString(),
                "HELM_DATA_HOME", tmp.resolve("helm-data").toString()), RUN);
    }

    private K8sTools.Result check(String manifests) throws Exception {
        return K8sTools.run(List.of(checker.toString(), "-"), tmp, Map.of(), RUN, manifests);
    }

    /** Every rendered object, decoded strictly; fails naming the checker's complaints. */
    private List<JsonNode> strict(String manifests) throws Exception {
        K8sTools.Result r = check(manifests).requireSuccess("strict check of the rendered manifests");
        List<JsonNode> objects = new ArrayList<>();
        for (String line : r.out().split("\n")) {
            if (!line.isBlank()) {
                objects.add(JSON.readTree(line));
            }
        }
        assertThat(objects).isNotEmpty();
        return objects;
    }

    private static JsonNode object(List<JsonNode> objects, String kind, String name) {
        return objects.stream().filter(o -> o.path("kind").asText().equals(kind) && o.path("name").asText().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind + "/" + name + " rendered"));
    }

    private static List<JsonNode> containers(List<JsonNode> objects) {
        List<JsonNode> all = new ArrayList<>();
        for (JsonNode o : objects) {
            JsonNode cs = o.at("/object/spec/template/spec/containers");
            cs.forEach(all::add);
        }
        assertThat(all).hasSize(2);
        return all;
    }

    private static JsonNode env(JsonNode container, String name) {
        return StreamSupport.stream(container.path("env").spliterator(), false)
                .filter(e -> e.path("name").asText().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no env " + name + " in container " + container.path("name")));
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }
}

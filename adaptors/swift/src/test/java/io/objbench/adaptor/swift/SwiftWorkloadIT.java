package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.objbench.adaptor.workloadkit.FiveStageWorkload;
import io.objbench.api.AdaptorConfig;
import io.objbench.api.AuthAdaptor;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.AuthToken;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The adaptor workload kit's five-stage workload with {@code hashCheck=true} (init, prepare,
 * 80/15/5 main, cleanup, dispose) through the real runner and driver, against real Swift with
 * tempauth and with Keystone v3; afterwards the account, asked directly, holds none of the run's
 * containers.
 */
class SwiftWorkloadIT {

    @Test
    @Timeout(300)
    void fiveStagesWithTempauth() throws Exception {
        run("swauth", Backends.tempauth(), new SwauthFactory());
    }

    @Test
    @Timeout(300)
    void fiveStagesWithKeystone() throws Exception {
        run("keystone", Backends.keystone(), new KeystoneFactory());
    }

    private static void run(String authType, AdaptorConfig auth, AuthAdaptorFactory factory) throws Exception {
        FiveStageWorkload workload = FiveStageWorkload.on("swift", "timeout=30000")
                .withAuth(authType, Backends.inline(auth) + ";caching=true");

        workload.run().assertCleanRun();

        assertThat(containersStartingWith(auth, factory, workload.prefix())).as("containers left on the server").isZero();
    }

    /** Asks Swift itself (GET on the account) how many containers carry {@code prefix}. */
    private static int containersStartingWith(AdaptorConfig auth, AuthAdaptorFactory factory, String prefix) throws Exception {
        AuthToken token;
        try (AuthAdaptor login = factory.create(auth)) {
            token = Backends.login(login);
        }
        try (HttpClient client = HttpClient.newHttpClient()) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(
                            URI.create(token.get(AuthToken.STORAGE_URL) + "?format=json&prefix=" + prefix))
                    .header("X-Auth-Token", token.get(AuthToken.TOKEN)).GET().build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("account listing status").isIn(200, 204);
            if (response.statusCode() == 204 || response.body().isBlank()) {
                return 0;
            }
            JsonNode list = new ObjectMapper().readTree(response.body());
            return list.size();
        }
    }
}

package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;
import io.objbench.api.StorageAdaptor;
import io.objbench.api.StorageSession;
import java.net.http.HttpClient;

/**
 * The {@code swift} adaptor of one mission: one HTTP client (and its connection pool) shared by
 * every worker's session.
 */
final class SwiftStorage implements StorageAdaptor {

    private final SwiftSettings settings;
    private final HttpClient client;

    SwiftStorage(SwiftSettings settings) {
        this.settings = settings;
        this.client = HttpClients.create(settings.timeout());
    }

    @Override
    public StorageSession openSession(int workerIndex, AuthToken token) throws AdaptorException {
        return new SwiftSession(client, settings, SwiftEndpoint.of(token, settings));
    }

    @Override
    public void close() {
        // every session is closed by now; anything still in flight belongs to an aborted mission
        client.shutdownNow();
    }
}

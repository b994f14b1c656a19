package io.objbench.adaptor.swift;

import io.objbench.api.AdaptorException;
import io.objbench.api.AuthToken;

/**
 * Where a session sends its requests and with which token: the login's {@code storage_url} and
 * {@code token}, or the storage config's {@code storage_url}/{@code token} (which also override
 * the login's storage URL, as in COSBench).
 *
 * @param storageUrl the account URL, without a trailing slash
 * @param token      the X-Auth-Token value, or {@code null} to send none
 */
record SwiftEndpoint(String storageUrl, String token) {

    static SwiftEndpoint of(AuthToken login, SwiftSettings settings) throws AdaptorException {
        String url = settings.storageUrl() != null ? settings.storageUrl() : login.get(AuthToken.STORAGE_URL);
        String token = login.get(AuthToken.TOKEN) != null ? login.get(AuthToken.TOKEN) : settings.token();
        if (url == null) {
            throw new AdaptorException("swift: no storage URL: use auth type 'swauth' or 'keystone', "
                    + "or give 'storage_url' (and 'token') in the storage config with auth 'none'");
        }
        return new SwiftEndpoint(SwiftSettings.trimSlash(url), token);
    }

    /** The same endpoint with a new login's token (and storage URL, when the login gives one). */
    SwiftEndpoint with(AuthToken login, SwiftSettings settings) {
        String url = settings.storageUrl() != null || login.get(AuthToken.STORAGE_URL) == null
                ? storageUrl : SwiftSettings.trimSlash(login.get(AuthToken.STORAGE_URL));
        String newToken = login.get(AuthToken.TOKEN) != null ? login.get(AuthToken.TOKEN) : token;
        return new SwiftEndpoint(url, newToken);
    }
}

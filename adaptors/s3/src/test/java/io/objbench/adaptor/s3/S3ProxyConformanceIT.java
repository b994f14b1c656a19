package io.objbench.adaptor.s3;

/** The adaptor test kit against {@link S3Backend#PROXY}. */
class S3ProxyConformanceIT extends S3ConformanceBase {

    @Override
    S3Backend backend() {
        return S3Backend.PROXY;
    }
}

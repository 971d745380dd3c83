0.5::qsdf.
query(qsdf.

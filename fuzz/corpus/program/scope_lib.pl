% library(scope) over uncertain facts: scopes of conjunctions, lists of scopes, unscoped goals.
:- use_module(library(scope)).
0.6::s1:a. 0.3::s2:a. 0.5::s2:b.
0.4::c.
s3:X :- s1:X.
both :- s1:a, s2:b.
query(s1:a).
query(s3:a).
query([s1, s2]:a).
query([s2, s1]:(a, b)).
query(s2:(a, c)).
query(s1:d).
query(both).

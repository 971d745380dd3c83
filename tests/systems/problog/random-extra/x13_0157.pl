:- use_module(library(lists)).
0.1::e0(2,1).
0.2::e0(2,3).
0.1::e0(3,3); 0.1::e0(1,1).
0.75::e1.
p00 :- p01(Z,2), p01(X,3).
p00 :- p00, p00.
p00 :- e0(X,Y), e1, e0(X,X), \+ e1.
p01(X,Y) :- e0(Z,X), e1, e0(X,X), between(1,3,Y), Z =\= 1, X @< 1.
0.4::p10(Y,2) :- p00, e0(X,Y), e0(X,Y), findall(V, e0(2,V), L), L = [].
0.2::p10(Y,X) :- p10(2,X), between(1,3,Y), \+ e1.
0.3::p11 :- p00, p11, findall(V, e0(1,V), L), L = [].
0.7::\+p11 :- e1.
query(e1).
query(p00) :- between(1,2,X).

:- use_module(library(lists)).
0.5::e0.
0.4::e1(3,3).
0.2::e1(2,2).
0.1::e1(2,2); 0.2::e1(1,1).
0.7::e2(1,2).
0.8::e2(1,1).
e2(3,1).
0.3::e2(3,3); 0.2::e2(2,2).
0.4::e3(2,1).
0.3::e3(2,2); 0.3::e3(1,1); 0.2::e3(3,3).
p00(X,3) :- e3(Z,Z), e0, between(1,3,X), X =:= 1, X >= 3.
0.9::\+p00(X,X) :- e0, between(1, 3, X).
p01 :- e1(Z,1), not e3(Z,2), Z @< a.
0.9::\+p01 :- e1(3,3).
p10(Y) :- e1(2,1), e1(2,X), between(1,3,Y).
p10(Y) <- e1(Z,Z), p10(3), p00(Z,X), between(1,3,Y), \+ p01.
p10(Y) :- p11(2), between(1,3,Y).
\+p10(Y) :- e0, between(1, 3, Y).
0.6::p11(Y) :- p01, e2(3,Y).
p11(X) :- e1(Z,Z), p00(1,Z), between(1,3,X), Z >= 2.
0.75::\+p11(X) :- e0, between(1, 3, X).
p20 :- p11(Y), p01, p10(Y), findall(V, p11(V), L), L = [], findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2.
p20 :- (p20, p10(Z), p20, subquery(p11(2), Q), Q > 0.33) ; (Z == 3, p00(3,Z), p00(Z,Z), p20).
p20 :- e1(Z,Y), p01, p00(Y,Y).
query(e2(Y,Y)).
evidence(p00(1,2), true).

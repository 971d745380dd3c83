:- use_module(library(lists)).
0.9::e0(1,3).
e1(2).
0.3::e1(3); 0.2::e1(1); 0.1::e1(2).
0.7::e2(1,3).
0.6::e2(2,3).
0.8::p00(X) :- Y \== 2, e2(Y,X), compare(O, X, 2).
p10 :- p10, T =.. [g, 1], T \== g(0), findall(V, e0(2,V), L), L = [].
p11 <- p10, p00(2), e2(X,Z).
p11 <- Z == 2, p10, e1(Z), p00(Z).
p20 :- (e1(X)) ; (p10).
p20 :- e0(Z,3), e0(2,Z), e0(3,Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p30(X) <- p10, between(1,3,X), compare(O, X, 2), compare(O, X, 2).
p30(Y) :- p11, p30(Z), between(1,3,Y).
p30(Y) :- p00(Z), e1(Z), e0(Z,Z), between(1,3,Y), \+ p10.
p31(2,Y) :- e0(Y,3).
p31(Y,Y) :- p20, between(1,3,Y), \+ e1(Y), findall(V, e2(3,V), L), L \= [].
query(p20).
query(e1(2)).
query(p31(X,1)).

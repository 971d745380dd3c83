:- use_module(library(lists)).
0.5::e0.
0.7::e1(1,2).
0.1::e1(1,1); 0.3::e1(2,2); 0.2::e1(3,3).
0.6::e2(1,1).
0.25::e2(3,3).
p00(X,X) :- e1(X,Z), e2(X,X), p00(3,Z), T =.. [g, Z], T \== g(0), Z =:= 2.
0.4::p00(X,Y) :- X \== 1, p00(3,2), between(1,3,X), between(1,3,Y), compare(O, X, 1).
p10(X) :- e0, between(1,3,X).
P::p10(Y) :- (p00(X,X), p10(1), e2(X,X), between(1,3,Y), X >= 3, findall(V, e1(X,V), L), sum_list(L, T), T > 2), P is Y / 4.
p20(Y) :- p20(3), p00(Z,Z), p20(Z), between(1,3,Y).
p20(Y) <- p00(3,2), p21, e0, between(1,3,Y).
p21 :- Z == 1, e2(Z,3), p20(Z), findall(V, p00(Z,V), L), L \= [].
0.9::p21 :- p10(3), p10(Y), call(e2, 2, 2).
0.7::p21 <- e1(Y,Z), p20(1), e0, findall(V, e2(Z,V), L), sort(L, S), length(S, N), N < 2.
query(p20(2)).

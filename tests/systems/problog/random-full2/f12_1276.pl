:- use_module(library(lists)).
0.75::e0(1,2).
0.1::e0(3,3); 0.2::e0(1,1); 0.3::e0(2,2).
e1(2).
e1(3).
e1(1).
e2(2).
0.7::e2(1).
e3(2).
e3(3).
p00(Y) :- e3(X), between(1,3,Y), call(e1, X).
p00(Y) :- e1(1), e2(Y), W is Y + 2, W < 5.
P::p00(Y) :- (e0(2,Y), e0(1,2), findall(V, e2(V), L), L \= [], call(e0, Y, Y)), P is Y / 4.
p10 :- e0(X,Z), p11(Z).
p10 :- p00(Z), Z < 3.
p11(Y) :- e1(Y), p00(Y), compare(O, Y, 3), findall(V, e2(V), L), L = [].
P::p11(X) :- (p10, e2(1), p11(Z), between(1,3,X), compare(O, X, 2)), P is X / 4.
p11(X) <- e1(Z), p00(Z), between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2.
p20(Y) :- (e1(Y), e0(3,2), Y @>= a, Y = 3) ; (p21(2), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0)).
p20(X) :- (p11(X), e2(X), findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e0(X,2), p10, p00(X)).
p21(1) :- p10, e1(1).
p21(Y) <- p20(Z), p00(3), between(1,3,Y).
p30(Y) :- e0(Y,X), findall(V, e0(X,V), L), L \= [], \+ p00(X).
p31(1) <- (p31(1), p20(X), p00(2)) ; (e0(Y,X), \+ e2(Y), findall(V, p11(V), L), L \= []).
query(e1(X)).
query(p30(1)).
evidence(e3(3), true).

:- use_module(library(lists)).
0.2::e0(2).
e0(3).
0.75::e1(3,2).
0.8::e1(3,3).
0.3::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.4::e2(2).
0.6::e2(3).
0.1::e2(3); 0.2::e2(1); 0.3::e2(2).
p00(1) :- p00(Y), W is Y + 3, W < 5.
0.7::p00(X) :- p00(Z), p01(1,Z), e0(1), between(1,3,X), not e2(Z).
0.2::p01(Y,Y) <- e0(3), e1(Y,1).
P::p10(X) :- (e1(X,Y), \+ e2(X), \+ e0(1)), P is X / 4.
p10(Y) <- p00(Z), between(1,3,Y), Y @< a, findall(V, p00(V), L), L \= [].
p20 :- e0(1), e2(2), p01(Y,Y), call(p00, Y), findall(V, e2(V), L), L = [].
p20 :- e1(X,X), \+ e1(2,3), compare(O, X, 3).
0.4::p20 :- p00(Z), p10(Z), \+ e0(Z), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
query(e0(Y)).
query(e2(Y)).
query(p20) :- between(1,2,X).

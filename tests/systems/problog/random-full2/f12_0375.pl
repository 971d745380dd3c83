:- use_module(library(lists)).
0.7::e0(3).
0.2::e0(1).
0.5::e0(2).
0.3::e1.
0.6::e2(3,2).
e2(1,2).
0.6::e2(2,1).
0.9::e2(2,2).
0.8::e3(1).
0.2::e3(3); 0.3::e3(2).
0.1::p00(X) :- (X \== 1, e2(Z,Z), e2(2,3), e2(3,Z), between(1,3,X), \+ e1) ; (e3(Y), between(1,3,X)).
p00(X) :- e3(Y), between(1,3,X), \+ e3(Y).
p00(Y) :- e3(Y), e2(Z,Y), e1, findall(V, e3(V), L), length(L, N), N >= 1.
p10 :- p00(3), e1, \+ e3(3), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.7::p20(1) :- e1, e1, e2(Y,3).
p21(2,Y) :- e0(2), between(1,3,Y), W is Y + 1, W < 5, findall(V, e2(2,V), L), L \= [].
query(e0(1)).
query(p20(Y)).
evidence(e3(2), true).
